// cli-modes.h — php's command-line modes beside running a script: usage, -c ini files, --ini, -i, -w, -s, --r*.
#pragma once

#include <string>

#include "runtime/base/ini.h"

namespace hop::cli {

/// php -h's text, naming the command `hop`.
void printUsage();

/// php -c PATH: the ini file PATH, or PATH/php-cli.ini or PATH/php.ini of a
/// directory, read into `ini` (its [PATH=]/[HOST=] sections skipped, extension
/// lines ignored: HopVM's extensions are built in). "" when none was found.
std::string loadIniFile(const std::string& path, IniSettings& ini);

/// php --ini: where configuration comes from.
void printIniFiles(const std::string& loaded);

/// The PHP code a mode without a script runs (-i, --rf/--rc/--re/--rz/--ri
/// with its name as $argv[1]), or "" when `option` is none of them.
std::string modeCode(const std::string& option);

} // namespace hop::cli
