// request.h — running one request from start to end: its ExecutionContext,
// superglobals, the main script, uncaught exceptions and fatal errors, exit(),
// shutdown functions, destructors and output flushing, with PHP's exit codes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "runtime/base/ini.h"

namespace hop {

struct RequestOptions {
  std::string scriptPath;          // what __FILE__ and errors show (php resolves it)
  std::string scriptName;          // the script as given: $_SERVER's SCRIPT_FILENAME etc.
  std::string source;              // the program text
  bool sourceIsCode = false;       // -r: no open tag needed
  /// `source` is not given: the file at scriptPath is read if it must be
  /// compiled (a server's page, whose unit the unit cache usually has).
  bool sourceUnread = false;
  std::vector<std::string> argv;   // $argv (argv[0] is the script)
  /// -r code or a script from stdin: no script file ($_SERVER's
  /// SCRIPT_FILENAME and PATH_TRANSLATED are empty, PHP_SELF is scriptName).
  bool noScriptFile = false;
  /// php -B/-R/-F/-E: code run before the lines of stdin, code (or a file)
  /// run for each line with $argn and $argi set, and code run after them.
  struct LineProcessing {
    std::string begin, run, runFile, end;
  };
  std::optional<LineProcessing> lines;
  IniSettings ini;
  /// When set, the settings the request starts from instead of `ini`: a
  /// server's own, shared by its requests (no copy into every request's
  /// options; the request's ExecutionContext copies them once).
  const IniSettings* baseIni = nullptr;
  /// php -l: compile and bind the file's classes early as php's compiler
  /// does (reporting what that raises), but run nothing.
  bool lintOnly = false;
};

/// Runs the request and returns the process exit status (255 after a fatal
/// error or an uncaught exception, exit()'s status otherwise).
int runRequest(const RequestOptions& opts);

/// Prints "Fatal error: Uncaught ..." for an exception nobody caught, as
/// php does before ending the request (assert.bail reports a callback's
/// exception as "Warning: Uncaught ...": severity E_WARNING).
struct ObjectData;
void reportUncaught(ObjectData* ex, int severity = 1 /* E_ERROR */);

/// Evaluates the configured (-d) values of settings many requests will start
/// from, once (a server's, at its start), as runRequest does for the values it
/// finds unevaluated.
void resolveSharedIni(IniSettings& ini);

/// One-time process setup (builtin registry, native classes). Idempotent.
void initRuntime();

} // namespace hop
