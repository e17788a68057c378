// cli-modes.cpp — php's command-line modes beside running a script: usage, -c ini files, --ini, -i, -w, -s, --r*.
#include "cli/cli-modes.h"

#include <sys/stat.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace hop::cli {

void printUsage() {
  std::printf(
      "Usage: hop [options] [-f] <file> [--] [args...]\n"
      "   hop [options] -r <code> [--] [args...]\n"
      "   hop [options] [-B <begin_code>] -R <code> [-E <end_code>] [--] [args...]\n"
      "   hop [options] [-B <begin_code>] -F <file> [-E <end_code>] [--] [args...]\n"
      "   hop [options] -S <addr>:<port> [-t docroot]\n"
      "   hop [options] -- [args...]\n"
      "   hop serve [options]      (FastCGI and HTTP server; hop serve --help)\n"
      "\n"
      "  -c <path>|<file> Look for php.ini file in this directory\n"
      "  -n               No configuration (ini) files will be used\n"
      "  -d foo[=bar]     Define INI entry foo with value 'bar' (e.g. -d hop.jit=off)\n"
      "  -e               Generate extended information for debugger/profiler (ignored)\n"
      "  -f <file>        Parse and execute <file>.\n"
      "  -h               This help\n"
      "  -i               PHP information\n"
      "  -l               Syntax check only (lint)\n"
      "  -m               Show compiled in modules\n"
      "  -r <code>        Run PHP <code> without using script tags <?..?>\n"
      "  -B <begin_code>  Run PHP <begin_code> before processing input lines\n"
      "  -R <code>        Run PHP <code> for every input line\n"
      "  -F <file>        Parse and execute <file> for every input line\n"
      "  -E <end_code>    Run PHP <end_code> after processing all input lines\n"
      "  -H               Hide any passed arguments from external tools.\n"
      "  -S <addr>:<port> Run with built-in web server (hop serve --http).\n"
      "  -t <docroot>     Specify document root <docroot> for built-in web server.\n"
      "  -s               Output HTML syntax highlighted source.\n"
      "  -v               Version number\n"
      "  -w               Output source with stripped comments and whitespace.\n"
      "\n"
      "  args...          Arguments passed to script. Use -- args when first argument\n"
      "                   starts with - or script is read from stdin\n"
      "\n"
      "  --ini            Show configuration file names\n"
      "\n"
      "  --rf <name>      Show information about function <name>.\n"
      "  --rc <name>      Show information about class <name>.\n"
      "  --re <name>      Show information about extension <name>.\n"
      "  --rz <name>      Show information about Zend extension <name>.\n"
      "  --ri <name>      Show configuration for extension <name>.\n"
      "\n"
      "  --dump-bc        Print the bytecode of <file> instead of running it\n"
      "  --dump-ast       Print the syntax tree of <file> instead of running it\n");
}

namespace {

bool isDirectory(const std::string& p) {
  struct stat st;
  return ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool isFile(const std::string& p) {
  struct stat st;
  return ::stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

/// A value up to its comment: `;` outside double and single quotes ends it.
std::string valueText(const std::string& v) {
  char quote = 0;
  for (size_t i = 0; i < v.size(); ++i) {
    char c = v[i];
    if (quote) {
      if (c == '\\' && quote == '"' && i + 1 < v.size()) ++i;
      else if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == ';') {
      return trim(v.substr(0, i));
    }
  }
  return trim(v);
}

} // namespace

std::string loadIniFile(const std::string& path, IniSettings& ini) {
  std::string file = path;
  if (isDirectory(path)) {
    file.clear();
    for (const char* name : {"php-cli.ini", "php.ini"}) {
      std::string candidate = path + (path.back() == '/' ? "" : "/") + name;
      if (isFile(candidate)) {
        file = candidate;
        break;
      }
    }
  }
  if (file.empty() || !isFile(file)) return "";
  std::ifstream in(file);
  if (!in) return "";
  char real[PATH_MAX];
  std::string shown = ::realpath(file.c_str(), real) ? std::string(real) : file;
  std::string line;
  bool skipping = false;   // inside a [PATH=...] or [HOST=...] section
  while (std::getline(in, line)) {
    std::string t = trim(line);
    if (t.empty() || t[0] == ';' || t[0] == '#') continue;
    if (t[0] == '[') {
      std::string section = t.substr(1, t.find(']') == std::string::npos ? std::string::npos : t.find(']') - 1);
      skipping = section.rfind("PATH=", 0) == 0 || section.rfind("HOST=", 0) == 0;
      continue;
    }
    if (skipping) continue;
    size_t eq = t.find('=');
    std::string key = trim(eq == std::string::npos ? t : t.substr(0, eq));
    if (key.empty()) continue;
    if (key == "extension" || key == "zend_extension") continue;   // built in, or not available
    ini.configure(key, eq == std::string::npos ? "1" : valueText(t.substr(eq + 1)));
  }
  ini.configure("cfg_file_path", "\"" + shown + "\"");
  return shown;
}

void printIniFiles(const std::string& loaded) {
  std::printf("Configuration File (php.ini) Path: (none: HopVM reads an ini file only when -c names it)\n");
  std::printf("Loaded Configuration File:         %s\n", loaded.empty() ? "(none)" : loaded.c_str());
  std::printf("Scan for additional .ini files in: (none)\n");
  std::printf("Additional .ini files parsed:      (none)\n");
}

std::string modeCode(const std::string& option) {
  if (option == "-i" || option == "--info") return "phpinfo();";
  // php constructs the reflector and prints it, or the exception's message (status 1).
  auto reflect = [](const char* construct) {
    return std::string("try { echo ") + construct +
           ", \"\\n\"; } catch (Throwable $e) { echo 'Exception: ', $e->getMessage(), \"\\n\"; exit(1); }";
  };
  if (option == "--rf")
    return reflect("(str_contains($argv[1], '::') ? new ReflectionMethod($argv[1]) : new ReflectionFunction($argv[1]))");
  if (option == "--rc") return reflect("new ReflectionClass($argv[1])");
  if (option == "--re") return reflect("new ReflectionExtension($argv[1])");
  if (option == "--rz") return reflect("new ReflectionZendExtension($argv[1])");
  if (option == "--ri")
    return "if (extension_loaded($argv[1])) { (new ReflectionExtension($argv[1]))->info(); } "
           "else { echo \"Extension '\", $argv[1], \"' not present.\\n\"; exit(1); }";
  if (option == "-w") return "echo php_strip_whitespace($argv[1]);";
  if (option == "-s") return "highlight_file($argv[1]);";
  return "";
}

} // namespace hop::cli
