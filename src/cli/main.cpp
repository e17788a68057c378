// main.cpp — the `hop` command, with php's command-line conventions:
//   hop [options] [-f] FILE [--] [args...]    run a script
//   hop [options] -r CODE [--] [args...]      run code without <?php
//   hop [options] < FILE                      run a script from stdin
//   hop -l FILE                               syntax check (lint)
//   hop serve [options]                       FastCGI server (src/server, docs/server.md)
// options: -d name[=value] (or -dname=value), -n (no ini file: the default),
// -m (modules), -v/--version, -h/--help, and HopVM's own --dump-bc and
// --dump-ast for reading what the front end produces.
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


void usage() {
  std::printf(
      "Usage: hop [options] [-f] <file> [--] [args...]\n"
      "       hop [options] -r <code> [--] [args...]\n"
      "       hop [options] -- [args...]   (script from standard input)\n"
      "       hop serve [options]          (FastCGI server; hop serve --help)\n\n"
      "  -d key[=value]  Define an ini setting (e.g. -d hop.jit=off)\n"
      "  -f <file>       Parse and execute <file>\n"
      "  -r <code>       Run PHP <code> without using script tags <?..?>\n"
      "  -l              Syntax check only (lint)\n"
      "  -n              No configuration (ini) file (HopVM reads none anyway)\n"
      "  -m              Show compiled-in modules\n"
      "  -v, --version   Version number\n"
      "  -h, --help      This help\n"
      "  --dump-bc       Print the bytecode of <file> instead of running it\n"
      "  --dump-ast      Print the syntax tree of <file> instead of running it\n");
}

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
  int i = 1;
  for (; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--") {
      ++i;
      break;
    }
    if (a.size() < 2 || a[0] != '-') break;   // the script file
    if (a == "-d") {
      if (++i >= argc) { std::fprintf(stderr, "-d needs an argument\n"); return 1; }
      applyIni(opts.ini, argv[i]);
    } else if (a.rfind("-d", 0) == 0) {
      applyIni(opts.ini, a.substr(2));
    } else if (a == "-r") {
      if (++i >= argc) { std::fprintf(stderr, "-r needs an argument\n"); return 1; }
      code = argv[i];
      haveCode = true;
    } else if (a == "-f") {
      if (++i >= argc) { std::fprintf(stderr, "-f needs an argument\n"); return 1; }
      file = argv[i];
      ++i;
      break;
    } else if (a == "-n" || a == "-q" || a == "-e" || a == "-H" || a == "-C") {
      // Accepted for compatibility.
    } else if (a == "-l" || a == "--syntax-check") {
      lint = true;
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
      usage();
      return 0;
    } else if (a == "--dump-bc") {
      dumpBc = true;
    } else if (a == "--dump-ast") {
      dumpAst = true;
    } else {
      std::fprintf(stderr, "Unknown option: %s\n", a.c_str());
      usage();
      return 1;
    }
  }
  if (!haveCode && file.empty() && i < argc) {
    file = argv[i++];
  }
  std::vector<std::string> scriptArgs;
  for (; i < argc; ++i) {
    if (std::strcmp(argv[i], "--") == 0 && scriptArgs.empty() && haveCode) continue;
    scriptArgs.push_back(argv[i]);
  }

  if (haveCode) {
    opts.scriptPath = "Command line code";
    opts.source = code;
    opts.sourceIsCode = true;
    opts.argv.push_back("Standard input code");
    opts.argv[0] = "-";
  } else if (file.empty()) {
    opts.scriptPath = "Standard input code";
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
