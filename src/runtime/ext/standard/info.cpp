// info.cpp — phpinfo() and phpcredits() in the CLI's text format, with the
// INFO_* and CREDITS_* constants. The modules listed are HopVM's (the
// extension registry); their directives come from ini_get_all().
#include <sys/utsname.h>

#include <string>

#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

extern char** environ;

namespace hop {

namespace {

constexpr int64_t kInfoGeneral = 1, kInfoCredits = 2, kInfoConfiguration = 4, kInfoModules = 8,
                  kInfoEnvironment = 16, kInfoVariables = 32, kInfoLicense = 64, kInfoAll = 4294967295;
constexpr int64_t kCreditsGroup = 1, kCreditsGeneral = 2, kCreditsSapi = 4, kCreditsModules = 8, kCreditsDocs = 16,
                  kCreditsFullpage = 32, kCreditsQa = 64, kCreditsWeb = 128, kCreditsAll = 4294967295;

void out(std::string_view s) { ctx().output.write(s); }

/// php_info_print_table_colspan_header in text mode: centred in 74 columns.
void centered(std::string_view h) {
  int spaces = 74 - int(h.size());
  int half = spaces / 2 > 0 ? spaces / 2 : 1;
  out(std::string(size_t(half), ' '));
  out(h);
  out(std::string(size_t(half), ' '));
  out("\n");
}

void row(std::string_view k, std::string_view v) {
  out(k);
  out(" => ");
  out(v);
  out("\n");
}

void hr() { out("\n\n _______________________________________________________________________\n\n"); }

/// A PHP function's result (the builtin must exist).
TypedValue callBuiltin(const char* name, const TypedValue* args, uint32_t n) {
  TypedValue fn = makeStringNoIncRef(StringData::make(name));
  TypedValue r = callCallable(fn, args, n);
  tvDecRef(fn);
  return r;
}

std::string joinStrings(const TypedValue& arr) {
  std::string s;
  if (!arr.isArray()) return s;
  ArrayData* a = arr.m_data.parr;
  for (uint32_t p = a->iterBegin(); a->iterValid(p); p = a->iterAdvance(p)) {
    if (!s.empty()) s += ", ";
    s += toStdString(*tvDeref(a->iterValue(p)));
  }
  return s;
}

std::string listOf(const char* fn) {
  if (!BuiltinRegistry::lookup(fn)) return "";
  TypedValue r = callBuiltin(fn, nullptr, 0);
  std::string s = joinStrings(r);
  tvDecRef(r);
  return s;
}

void printGeneral() {
  struct utsname u;
  std::string sys = "Linux";
  if (::uname(&u) == 0) sys = std::string(u.sysname) + " " + u.nodename + " " + u.release + " " + u.version + " " + u.machine;
  out("PHP Version => ");
  out(kPhpVersion);
  out("\n\n");
  row("System", sys);
  row("Build Date", __DATE__ " " __TIME__);
  row("Build System", "Linux");
  row("Server API", "Command Line Interface");
  row("Virtual Directory Support", "disabled");
  row("Configuration File (php.ini) Path", "/etc/php/8.2/cli");
  row("Loaded Configuration File", "(none)");
  row("Scan this dir for additional .ini files", "(none)");
  row("Additional .ini files parsed", "(none)");
  row("PHP API", "20220829");
  row("PHP Extension", "20220829");
  row("Zend Extension", "420220829");
  row("Zend Extension Build", "API420220829,NTS");
  row("PHP Extension Build", "API20220829,NTS");
  row("Debug Build", "no");
  row("Thread Safety", "disabled");
  row("Zend Signal Handling", "enabled");
  row("Zend Memory Manager", "enabled");
  row("Zend Multibyte Support", "disabled");
  row("Zend Max Execution Timers", "disabled");
  row("IPv6 Support", "enabled");
  row("DTrace Support", "available, disabled");
  out("\n");
  row("Registered PHP Streams", listOf("stream_get_wrappers"));
  row("Registered Stream Socket Transports", listOf("stream_get_transports"));
  row("Registered Stream Filters", listOf("stream_get_filters"));
  out("\nThis program makes use of the Zend Scripting Language Engine:\nZend Engine v4.2.36, Copyright (c) Zend Technologies\n");
}

/// A module's "Directive => Local Value => Master Value" table, from ini_get_all().
void printDirectives(const char* module) {
  TypedValue args[2] = {makeStringNoIncRef(StringData::make(module)), makeBool(true)};
  TypedValue r = callBuiltin("ini_get_all", args, 2);
  tvDecRef(args[0]);
  if (r.isArray() && r.m_data.parr->size()) {
    out("\nDirective => Local Value => Master Value\n");
    ArrayData* a = r.m_data.parr;
    for (uint32_t p = a->iterBegin(); a->iterValid(p); p = a->iterAdvance(p)) {
      const TypedValue& e = *tvDeref(a->iterValue(p));
      if (!e.isArray()) continue;
      auto field = [&](const char* k) {
        const TypedValue* v = e.m_data.parr->getStr(std::string_view(k));
        std::string s = v && !tvDeref(v)->isNull() ? toStdString(*tvDeref(v)) : "";
        return s.empty() ? std::string("no value") : s;
      };
      out(toStdString(a->iterKey(p)));
      out(" => ");
      out(field("local_value"));
      out(" => ");
      out(field("global_value"));
      out("\n");
    }
  }
  tvDecRef(r);
}

void printModules() {
  for (const ExtensionInfo& e : ExtensionRegistry::all()) {
    out("\n");
    out(e.name);
    out("\n\n");
    if (std::string_view(e.name) == "Core") {
      out("PHP Version => ");
      out(kPhpVersion);
      out("\n");
    } else {
      out(e.name);
      out(" support => enabled\n");
    }
    printDirectives(e.name);
  }
  out("\nAdditional Modules\n\nModule Name\n");
}

void printEnvironment() {
  out("\nEnvironment\n\nVariable => Value\n");
  for (char** e = environ; e && *e; ++e) {
    std::string_view kv(*e);
    size_t eq = kv.find('=');
    if (eq == std::string_view::npos) continue;
    row(kv.substr(0, eq), kv.substr(eq + 1));
  }
}

void printVariables() {
  out("\nPHP Variables\n\nVariable => Value\n");
  for (const char* g : {"_REQUEST", "_GET", "_POST", "_COOKIE", "_FILES", "_SERVER", "_ENV"}) {
    TypedValue* v = ctx().globalVar(StringData::interned(g), false);
    if (!v || !tvDeref(v)->isArray()) continue;
    ArrayData* a = tvDeref(v)->m_data.parr;
    for (uint32_t p = a->iterBegin(); a->iterValid(p); p = a->iterAdvance(p)) {
      const TypedValue& e = *tvDeref(a->iterValue(p));
      out("$");
      out(g);
      out("['");
      out(toStdString(a->iterKey(p)));
      out("'] => ");
      if (e.isArray() || e.isObject()) {
        TypedValue args[2] = {e, makeBool(true)};
        TypedValue r = callBuiltin("print_r", args, 2);
        out(toStdString(r));
        tvDecRef(r);
      } else {
        out(toStdString(e));
      }
      out("\n");
    }
  }
}

void printLicense() {
  out("\nPHP License\n"
      "This program is free software; you can redistribute it and/or modify\n"
      "it under the terms of the PHP License as published by the PHP Group\n"
      "and included in the distribution in the file:  LICENSE\n\n"
      "This program is distributed in the hope that it will be useful,\n"
      "but WITHOUT ANY WARRANTY; without even the implied warranty of\n"
      "MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.\n\n"
      "If you did not receive a copy of the PHP license, or have any\n"
      "questions about PHP licensing, please contact license@php.net.\n");
}

// --- credits ----------------------------------------------------------------------------

/// The authors php credits for the modules HopVM also provides.
const char* moduleAuthors(std::string_view name, const char*& label) {
  static const struct { const char* module; const char* label; const char* authors; } kAuthors[] = {
      {"ctype", "ctype", "Hartmut Holzgraefe"},
      {"date", "Date/Time Support", "Derick Rethans"},
      {"dom", "DOM", "Christian Stocker, Rob Richards, Marcus Boerger"},
      {"filter", "Input Filter", "Rasmus Lerdorf, Derick Rethans, Pierre-Alain Joye, Ilia Alshanetsky"},
      {"hash", "PHP hash", "Sara Golemon, Rasmus Lerdorf, Stefan Esser, Michael Wallner, Scott MacVicar"},
      {"iconv", "Iconv", "Rui Hirokawa, Stig Bakken, Moriyoshi Koizumi"},
      {"intl", "Internationalization", "Ed Batutis, Vladimir Iordanov, Dmitry Lakhtyuk, Stanislav Malyshev, Vadim Savchuk, Kirti Velankar"},
      {"json", "JSON", "Jakub Zelenka, Omar Kilani, Scott MacVicar"},
      {"libxml", "LIBXML", "Christian Stocker, Rob Richards, Marcus Boerger, Wez Furlong, Shane Caraveo"},
      {"mbstring", "Multibyte String Functions", "Tsukada Takuya, Rui Hirokawa"},
      {"pcre", "Perl Compatible Regexps", "Andrei Zmievski"},
      {"random", "random", "Go Kudo, Tim Düsterhus, Guilliam Xavier, Christoph M. Becker, Jakub Zelenka, Bob Weinand, Máté Kocsis, and Original RNG implementators"},
      {"Reflection", "Reflection", "Marcus Boerger, Timm Friebe, George Schlossnagle, Andrei Zmievski, Johannes Schlueter"},
      {"SimpleXML", "SimpleXML", "Sterling Hughes, Marcus Boerger, Rob Richards"},
      {"SPL", "SPL", "Marcus Boerger, Etienne Kneuss"},
      {"standard", "Standard", "Rasmus Lerdorf, Andi Gutmans, Zeev Suraski"},
      {"tokenizer", "tokenizer", "Andrei Zmievski, Johannes Schlueter"},
      {"xml", "XML", "Stig Bakken, Thies C. Arntzen, Sterling Hughes"},
      {"xmlreader", "XMLReader", "Rob Richards"},
      {"xmlwriter", "XMLWriter", "Rob Richards, Pierre-Alain Joye"},
      {"zlib", "Zlib", "Rasmus Lerdorf, Stefan Roehrich, Zeev Suraski, Jade Nicoletti, Michael Wallner"},
  };
  for (auto& a : kAuthors)
    if (name == a.module) {
      label = a.label;
      return a.authors;
    }
  return nullptr;
}

void printCredits(int64_t flags) {
  out("PHP Credits\n");
  if (flags & kCreditsGroup) {
    out("\nPHP Group\nThies C. Arntzen, Stig Bakken, Shane Caraveo, Andi Gutmans, Rasmus Lerdorf, Sam Ruby, Sascha "
        "Schumann, Zeev Suraski, Jim Winstead, Andrei Zmievski\n");
  }
  if (flags & kCreditsGeneral) {
    out("\nLanguage Design & Concept\nAndi Gutmans, Rasmus Lerdorf, Zeev Suraski, Marcus Boerger\n\n");
    centered("PHP Authors");
    out("Contribution => Authors\n");
    row("Zend Scripting Language Engine",
        "Andi Gutmans, Zeev Suraski, Stanislav Malyshev, Marcus Boerger, Dmitry Stogov, Xinchen Hui, Nikita Popov");
    row("Extension Module API", "Andi Gutmans, Zeev Suraski, Andrei Zmievski");
    row("UNIX Build and Modularization", "Stig Bakken, Sascha Schumann, Jani Taskinen, Peter Kokot");
    row("Windows Support", "Shane Caraveo, Zeev Suraski, Wez Furlong, Pierre-Alain Joye, Anatol Belski, Kalle Sommer Nielsen");
    row("Server API (SAPI) Abstraction Layer", "Andi Gutmans, Shane Caraveo, Zeev Suraski");
    row("Streams Abstraction Layer", "Wez Furlong, Sara Golemon");
    row("PHP Data Objects Layer", "Wez Furlong, Marcus Boerger, Sterling Hughes, George Schlossnagle, Ilia Alshanetsky");
    row("Output Handler", "Zeev Suraski, Thies C. Arntzen, Marcus Boerger, Michael Wallner");
    row("Consistent 64 bit support", "Anthony Ferrara, Anatol Belski");
  }
  if (flags & kCreditsSapi) {
    out("\n");
    centered("SAPI Modules");
    out("Contribution => Authors\n");
    row("CLI", "Edin Kadribasic, Marcus Boerger, Johannes Schlueter, Moriyoshi Koizumi, Xinchen Hui");
  }
  if (flags & kCreditsModules) {
    out("\n");
    centered("Module Authors");
    out("Module => Authors\n");
    for (const ExtensionInfo& e : ExtensionRegistry::all()) {
      const char* label = nullptr;
      if (const char* authors = moduleAuthors(e.name, label)) row(label, authors);
    }
  }
  if (flags & kCreditsDocs) {
    out("\n");
    centered("PHP Documentation");
    row("Authors", "Mehdi Achour, Friedhelm Betz, Antony Dovgal, Nuno Lopes, Hannes Magnusson, Philip Olson, Georg "
                   "Richter, Damien Seguy, Jakub Vrana, Adam Harvey");
    row("Editor", "Peter Cowburn");
    row("User Note Maintainers", "Daniel P. Brown, Thiago Henrique Pojda");
    row("Other Contributors", "Previously active authors, editors and other contributors are listed in the manual.");
  }
  if (flags & kCreditsQa) {
    out("\nPHP Quality Assurance Team\nIlia Alshanetsky, Joerg Behrens, Antony Dovgal, Stefan Esser, Moriyoshi Koizumi, "
        "Magnus Maatta, Sebastian Nohn, Derick Rethans, Melvyn Sopacua, Pierre-Alain Joye, Dmitry Stogov, Felipe "
        "Pena, David Soria Parra, Stanislav Malyshev, Julien Pauli, Stephen Zarkos, Anatol Belski, Remi Collet, "
        "Ferenc Kovacs\n");
  }
  if (flags & kCreditsWeb) {
    out("\n");
    centered("Websites and Infrastructure team");
    row("PHP Websites Team", "Rasmus Lerdorf, Hannes Magnusson, Philip Olson, Lukas Kahwe Smith, Pierre-Alain Joye, "
                             "Kalle Sommer Nielsen, Peter Cowburn, Adam Harvey, Ferenc Kovacs, Levi Morrison");
    row("Event Maintainers", "Damien Seguy, Daniel P. Brown");
    row("Network Infrastructure", "Daniel P. Brown");
    row("Windows Infrastructure", "Alex Schoenmaker");
  }
}

void f_phpinfo(NativeArgs& a) {
  int64_t flags = a.i64Or(0, kInfoAll);
  out("phpinfo()\n");
  if (flags & kInfoGeneral) printGeneral();
  if (flags & kInfoConfiguration) {
    hr();
    out("\nConfiguration\n");
    if (!(flags & kInfoModules)) {
      out("\nPHP Core\n");
      printDirectives("Core");
    }
  }
  if (flags & kInfoModules) printModules();
  if (flags & kInfoEnvironment) printEnvironment();
  if (flags & kInfoVariables) printVariables();
  if (flags & kInfoCredits) {
    hr();
    printCredits(kCreditsAll & ~kCreditsFullpage);
  }
  if (flags & kInfoLicense) printLicense();
  a.retBool(true);
}

void f_phpcredits(NativeArgs& a) {
  printCredits(a.i64Or(0, kCreditsAll));
  a.retBool(true);
}

const BuiltinDecl kInfoBuiltins[] = {
    {"phpinfo(int $flags = INFO_ALL): bool", f_phpinfo},
    {"phpcredits(int $flags = CREDITS_ALL): bool", f_phpcredits},
};
HOP_REGISTER_BUILTINS(kInfoBuiltins);

const ConstantDecl kInfoConstants[] = {
    {"INFO_GENERAL", makeInt(kInfoGeneral)},
    {"INFO_CREDITS", makeInt(kInfoCredits)},
    {"INFO_CONFIGURATION", makeInt(kInfoConfiguration)},
    {"INFO_MODULES", makeInt(kInfoModules)},
    {"INFO_ENVIRONMENT", makeInt(kInfoEnvironment)},
    {"INFO_VARIABLES", makeInt(kInfoVariables)},
    {"INFO_LICENSE", makeInt(kInfoLicense)},
    {"INFO_ALL", makeInt(kInfoAll)},
    {"CREDITS_GROUP", makeInt(kCreditsGroup)},
    {"CREDITS_GENERAL", makeInt(kCreditsGeneral)},
    {"CREDITS_SAPI", makeInt(kCreditsSapi)},
    {"CREDITS_MODULES", makeInt(kCreditsModules)},
    {"CREDITS_DOCS", makeInt(kCreditsDocs)},
    {"CREDITS_FULLPAGE", makeInt(kCreditsFullpage)},
    {"CREDITS_QA", makeInt(kCreditsQa)},
    {"CREDITS_ALL", makeInt(kCreditsAll)},
};
HOP_REGISTER_CONSTANTS(kInfoConstants);

} // namespace

} // namespace hop
