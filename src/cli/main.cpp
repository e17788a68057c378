// main.cpp — the `hop` command, with php's command-line conventions:
//   hop [options] [-f] FILE [--] [args...]    run a script
//   hop [options] -r CODE [--] [args...]      run code without <?php
//   hop [options] [-B CODE] -R CODE|-F FILE [-E CODE]   process stdin line by line
//   hop [options] < FILE                      run a script from stdin
//   hop -l FILE / -w FILE / -s FILE           lint, strip, highlight
//   hop -i / --ini / --rf|--rc|--re|--rz|--ri NAME / -m / -v   information
//   hop -S ADDR:PORT [-t DOCROOT]             the built-in web server (hop serve --http)
//   hop serve [options]                       FastCGI and HTTP server (src/server, docs/server.md)
// options: -c FILE|DIR (an ini file), -d name[=value] (or -dname=value), -n
// (no ini file: the default), and HopVM's own --dump-bc and --dump-ast for
// reading what the front end produces. See cli/cli-modes.h for the modes.
#include <csignal>
#include <strings.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <optional>
#include <string>
#include <vector>

#include "bytecode/disasm.h"
#include "cli/cli-modes.h"
#include "compiler/compiler.h"
#include "parser/parser.h"
#include "runtime/base/ini.h"
#include "runtime/ext/extension-registry.h"
#include "jit/jit-runtime.h"
#include "jit/publish-reports.h"
#include "server/server.h"
#include "vm/request.h"
#include "vm/request-stack.h"

namespace {


bool readAll(std::istream& in, std::string& out) {
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

/// Reads a script of at most `limit` bytes (memory_limit: an endless file
/// such as /dev/zero ends as php's does, with its memory-limit fatal).
bool readFileText(const std::string& path, std::string& out, int64_t limit) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  size_t cap = limit > 0 ? size_t(limit) : size_t(0x7fffffff);
  char buf[1 << 16];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    if (out.size() + size_t(in.gcount()) > cap) {
      std::fprintf(stdout, "\nFatal error: Allowed memory size of %lld bytes exhausted (tried to allocate %zu bytes) in Unknown on line 0\n",
                   (long long)cap, out.size() * 2);
      std::fflush(stdout);
      std::exit(255);
    }
    out.append(buf, size_t(in.gcount()));
  }
  return true;
}

/// "-d name=value" -> settings; a bare "-d name" sets "1" as php does.
void applyIni(hop::IniSettings& ini, const std::string& arg) {
  size_t eq = arg.find('=');
  if (eq == std::string::npos) ini.configure(arg, "1");
  else ini.configure(arg.substr(0, eq), arg.substr(eq + 1));
}

} // namespace

namespace hop {
void resetProcessLocale();
}

int main(int argc, char** argv) {
  // As php's CLI: a closed pipe is a failed write (status 255), not a death by SIGPIPE.
  std::signal(SIGPIPE, SIG_IGN);
  hop::resetProcessLocale();   // php starts with C, and C.UTF-8 character types
  // `hop serve` / `hop --server`: the FastCGI server (src/server).
  if (argc > 1 && (std::strcmp(argv[1], "serve") == 0 || std::strcmp(argv[1], "--server") == 0))
    return hop::server::serveMain(argc - 1, argv + 1);
  hop::RequestOptions opts;
  std::string file;
  std::string code;
  bool haveCode = false;
  bool lint = false;
  bool dumpBc = false;
  bool dumpAst = false;
  std::string iniPath;                 // -c
  std::vector<std::string> iniArgs;    // -d, applied after the -c file (they win)
  std::string mode;                    // -i, -w, -s, --ini, --rf ... (a mode without a script run)
  std::string modeArg;                 // its name (--rf NAME)
  std::optional<hop::RequestOptions::LineProcessing> lines;   // -B/-R/-F/-E
  std::string serverAddr, docroot;     // -S, -t
  int i = 1;
  // An option's argument: the rest of the word (-dfoo=1) or the next one.
  auto optionArg = [&](const std::string& a, size_t len, std::string& out) {
    if (a.size() > len) {
      out = a.substr(len);
      return true;
    }
    if (i + 1 >= argc) {
      std::fprintf(stderr, "%s needs an argument\n", a.c_str());
      return false;
    }
    out = argv[++i];
    return true;
  };
  auto lineMode = [&]() -> hop::RequestOptions::LineProcessing& {
    if (!lines) lines.emplace();
    return *lines;
  };
  for (; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--") {
      ++i;
      break;
    }
    if (a.size() < 2 || a[0] != '-') break;   // the script file
    std::string arg;
    if (a.rfind("-d", 0) == 0) {
      if (!optionArg(a, 2, arg)) return 1;
      iniArgs.push_back(arg);
    } else if (a.rfind("-c", 0) == 0) {
      if (!optionArg(a, 2, iniPath)) return 1;
    } else if (a == "-r") {
      if (!optionArg(a, 2, code)) return 1;
      haveCode = true;
    } else if (a == "-B" || a == "-R" || a == "-E") {
      if (!optionArg(a, 2, arg)) return 1;
      (a == "-B" ? lineMode().begin : a == "-R" ? lineMode().run : lineMode().end) = arg;
    } else if (a == "-F") {
      if (!optionArg(a, 2, lineMode().runFile)) return 1;
    } else if (a == "-f") {
      if (!optionArg(a, 2, file)) return 1;
      ++i;
      break;
    } else if (a == "-S") {
      if (!optionArg(a, 2, serverAddr)) return 1;
    } else if (a == "-t") {
      if (!optionArg(a, 2, docroot)) return 1;
    } else if (a == "-z") {
      if (!optionArg(a, 2, arg)) return 1;
      std::fprintf(stderr, "Failed loading %s:  HopVM does not load native Zend extensions\n", arg.c_str());
    } else if (a == "-n" || a == "-q" || a == "-e" || a == "-H" || a == "-C") {
      // Accepted for compatibility.
    } else if (a == "-l" || a == "--syntax-check") {
      lint = true;
    } else if (a == "-i" || a == "--info" || a == "-w" || a == "--strip" || a == "-s" || a == "--syntax-highlight" ||
               a == "--syntax-highlighting" || a == "--ini") {
      mode = a == "--info" ? "-i" : a == "--strip" ? "-w" : a.rfind("--syntax-h", 0) == 0 ? "-s" : a;
    } else if (a == "--rf" || a == "--rc" || a == "--re" || a == "--rz" || a == "--ri") {
      mode = a;
      if (!optionArg(a, a.size(), modeArg)) return 1;
    } else if (a == "-a" || a == "--interactive") {
      std::printf("Interactive shell (-a) requires the readline extension.\n");
      return 1;
    } else if (a == "-m" || a == "--modules") {
      // php -m: the modules by name, case-insensitively.
      std::vector<std::string> mods, zend;
      for (const hop::ExtensionInfo& e : hop::ExtensionRegistry::all()) (e.zend ? zend : mods).push_back(e.name);
      auto byName = [](const std::string& x, const std::string& y) { return strcasecmp(x.c_str(), y.c_str()) < 0; };
      std::sort(mods.begin(), mods.end(), byName);
      std::printf("[PHP Modules]\n");
      for (auto& m : mods) std::printf("%s\n", m.c_str());
      std::printf("\n[Zend Modules]\n");
      for (auto& m : zend) std::printf("%s\n", m.c_str());
      std::printf("\n");
      return 0;
    } else if (a == "-v" || a == "--version") {
      std::printf("PHP %s (cli) (HopVM 0.1, a PHP 8.2 virtual machine with a region JIT)\n"
                  "Copyright (c) The HopVM developers\n",
                  hop::kPhpVersion);
      return 0;
    } else if (a == "-h" || a == "--help" || a == "-?") {
      hop::cli::printUsage();
      return 0;
    } else if (a == "--dump-bc") {
      dumpBc = true;
    } else if (a == "--dump-ast") {
      dumpAst = true;
    } else {
      std::fprintf(stderr, "Unknown option: %s\n", a.c_str());
      hop::cli::printUsage();
      return 1;
    }
  }
  std::string loadedIni = iniPath.empty() ? "" : hop::cli::loadIniFile(iniPath, opts.ini);
  for (const std::string& d : iniArgs) applyIni(opts.ini, d);
  if (mode == "--ini") {
    hop::cli::printIniFiles(loadedIni);
    return 0;
  }
  if (!serverAddr.empty()) {
    // php -S ADDR:PORT [-t DOCROOT]: HopVM's HTTP server on that document root.
    if (i < argc) {
      std::fprintf(stderr, "hop -S: a router script is not supported; the document root's index.php "
                           "serves paths without a file (see hop serve --help)\n");
      return 1;
    }
    std::vector<std::string> sargs = {"serve", "--http", serverAddr, "--docroot", docroot.empty() ? "." : docroot};
    for (const std::string& d : iniArgs) {
      sargs.push_back("-d");
      sargs.push_back(d);
    }
    std::vector<char*> sargv;
    for (std::string& s : sargs) sargv.push_back(s.data());
    sargv.push_back(nullptr);
    return hop::server::serveMain(int(sargs.size()), sargv.data());
  }
  if (lines && (haveCode || !file.empty())) {
    std::printf("Either execute direct code, process stdin or use a file.\n");
    return 1;
  }
  if (lines && !lines->runFile.empty()) {
    if (FILE* f = std::fopen(lines->runFile.c_str(), "rb")) {
      std::fclose(f);
    } else {
      std::printf("Could not open input file: %s\n", lines->runFile.c_str());
      return 1;
    }
    if (char* real = ::realpath(lines->runFile.c_str(), nullptr)) {
      lines->runFile = real;
      std::free(real);
    }
  }
  std::string modeFile;   // -w/-s: the file they read
  if (mode == "-w" || mode == "-s") {
    if (!file.empty()) modeFile = file;
    else if (i < argc) modeFile = argv[i++];
    file.clear();
    if (modeFile.empty() || !std::ifstream(modeFile)) {
      std::printf("Could not open input file: %s\n", modeFile.c_str());
      return 1;
    }
  }
  if (!mode.empty()) {
    code = hop::cli::modeCode(mode);
    haveCode = true;
  }
  if (!haveCode && !lines && file.empty() && i < argc) {
    file = argv[i++];
  }
  std::vector<std::string> scriptArgs;
  if (!modeArg.empty()) scriptArgs.push_back(modeArg);
  if (!modeFile.empty()) scriptArgs.push_back(modeFile);
  for (; i < argc; ++i) {
    if (std::strcmp(argv[i], "--") == 0 && scriptArgs.empty() && (haveCode || lines)) continue;
    scriptArgs.push_back(argv[i]);
  }

  if (haveCode || lines) {
    // -r, -B/-R/-F/-E and the modes: php's "Standard input code" for
    // $argv[0] and PHP_SELF, no script file.
    opts.scriptPath = "Command line code";
    opts.scriptName = "Standard input code";
    opts.noScriptFile = true;
    opts.source = code;
    opts.sourceIsCode = true;
    opts.lines = lines;
    opts.argv.push_back("Standard input code");
  } else if (file.empty()) {
    opts.scriptPath = "Standard input code";
    opts.noScriptFile = true;
    readAll(std::cin, opts.source);
    opts.argv.push_back("Standard input code");
  } else {
    std::optional<std::string> memoryLimit = opts.ini.configured("memory_limit");
    if (!readFileText(file, opts.source, hop::IniSettings::parseQuantity(memoryLimit.value_or("128M")))) {
      std::fprintf(stdout, "Could not open input file: %s\n", file.c_str());
      return 1;
    }
    opts.scriptPath = file;
    opts.scriptName = file;
    opts.argv.push_back(file);
  }
  for (auto& s : scriptArgs) opts.argv.push_back(s);

  if (lint || dumpBc || dumpAst) {
    if (dumpAst) {
      auto r = hop::parser::parseFile(opts.source, opts.scriptPath);
      if (auto* e = std::get_if<hop::parser::ParseError>(&r)) {
        std::printf("PHP Parse error:  %s in %s on line %d\n", e->message.c_str(), opts.scriptPath.c_str(), e->line);
        return 255;
      }
      std::fputs(hop::parser::dumpAst(*std::get<0>(r)).c_str(), stdout);
      return 0;
    }
    if (lint) {
      // As php -l: compile, bind the classes php's compiler binds early
      // (inheritance checks report here), run nothing; errors go through
      // display_errors/log_errors, the verdict to stdout.
      hop::RequestOptions lintOpts = opts;
      lintOpts.lintOnly = true;
      int status = hop::runOnRequestStack([&] { return hop::runRequest(lintOpts); });
      if (status != 0) {
        std::printf("Errors parsing %s\n", opts.scriptPath.c_str());
        return 255;
      }
      std::printf("No syntax errors detected in %s\n", opts.scriptPath.c_str());
      return 0;
    }
    hop::initRuntime();
    hop::CompileOptions co;
    co.isEval = opts.sourceIsCode;
    auto r = hop::compileSource(opts.source, opts.scriptPath, co);
    if (auto* e = std::get_if<hop::CompileError>(&r)) {
      const char* label = e->isParseError ? "Parse error" : "Fatal error";
      std::printf("PHP %s:  %s in %s on line %d\n", label, e->message.c_str(), opts.scriptPath.c_str(), e->line);
      return 255;
    }
    std::fputs(hop::disassembleUnit(*std::get<0>(r)).c_str(), stdout);
    return 0;
  }
  // php runs the main script under its resolved path (php_execute_script's
  // expand_filepath + the opened path): __FILE__, errors and traces show it,
  // while -l and $argv keep the name as typed.
  if (!opts.sourceIsCode && !file.empty()) {
    if (char* real = ::realpath(file.c_str(), nullptr)) {
      opts.scriptPath = real;
      std::free(real);
    }
  }
  hop::jit::initProcessJit(opts.ini);
  hop::jit::initPublishReports(opts.ini);
  return hop::runOnRequestStack([&] { return hop::runRequest(opts); });
}
