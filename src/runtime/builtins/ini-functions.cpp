// ini-functions.cpp — what php tells about its configuration beyond
// ini_get/ini_set: ini_get_all(), get_cfg_var(), php_ini_loaded_file(),
// php_ini_scanned_files(), and the PCRE_JIT_SUPPORT flag.
//
// The directives (with module, default and access mask) are the registry of
// runtime/base/ini.h; current values are the request's settings.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <strings.h>
#include <string>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

TypedValue valueTv(const std::optional<std::string>& v) {
  return v ? makeStringNoIncRef(StringData::make(*v)) : makeNull();
}

void f_ini_get_all(NativeArgs& a) {
  // php looks the module up by its lowercase registry key: "core" and
  // "mbstring" are found, "Core" and "SPL" are not.
  const ExtensionInfo* module = nullptr;
  if (!a.isNull(0)) {
    std::string ext(a.sv(0));
    module = ExtensionRegistry::find(ext);
    std::string lower = module ? module->name : "";
    for (char& c : lower) c = char(tolower(static_cast<unsigned char>(c)));
    if (!module || lower != ext) {
      raiseWarning("ini_get_all(): Extension \"%s\" cannot be found", ext.c_str());
      a.retBool(false);
      return;
    }
  }
  bool details = a.bOr(1, true);
  // Core (php's module number 0) lists every directive.
  bool all = !module || std::string_view(module->name) == "Core";
  const IniSettings& ini = ctx().ini;
  std::vector<const IniDirective*> list;
  for (const IniDirective& d : iniDirectives())   // HopVM's own settings are no php directives
    if (d.module && (all || std::string_view(d.module) == module->name)) list.push_back(&d);
  // php sorts case-insensitively (ini_key_compare): "SMTP" between "session.*" and "short_open_tag".
  std::sort(list.begin(), list.end(), [](const IniDirective* x, const IniDirective* y) {
    size_t lx = std::strlen(x->name), ly = std::strlen(y->name);
    int c = strncasecmp(x->name, y->name, std::min(lx, ly));
    return c != 0 ? c < 0 : lx < ly;
  });
  ArrayData* r = ArrayData::makeHash(uint32_t(list.size()));
  for (const IniDirective* dp : list) {
    const IniDirective& d = *dp;
    std::optional<std::string> local;
    if (!ini.isNull(d.name)) local = ini.get(d.name);
    StringData* key = StringData::make(d.name);
    if (details) {
      ArrayData* e = ArrayData::makeHash(3);
      // php shows the startup value, or the current one when the startup had none.
      std::optional<std::string> global = ini.startupValue(d.name);
      ArrayData::setStr(e, StringData::interned("global_value"), valueTv(global ? global : local));
      ArrayData::setStr(e, StringData::interned("local_value"), valueTv(local));
      ArrayData::setStr(e, StringData::interned("access"), makeInt(d.access));
      ArrayData::setStr(r, key, makeArrayNoIncRef(e));
    } else {
      ArrayData::setStr(r, key, valueTv(local));
    }
    key->decRef();
  }
  a.retArray(r);
}

void f_get_cfg_var(NativeArgs& a) {
  auto v = ctx().ini.configured(a.sv(0));
  if (v) a.retString(*v);
  else a.retBool(false);
}

// HopVM reads a php.ini only when `-c` names one (its path is cfg_file_path, as php's).
void f_php_ini_loaded_file(NativeArgs& a) {
  auto v = ctx().ini.configured("cfg_file_path");
  if (v) a.retString(*v);
  else a.retBool(false);
}
void f_php_ini_scanned_files(NativeArgs& a) { a.retBool(false); }

// What php's modify handlers of a few core directives refuse (OnUpdateStringUnempty,
// syslog.filter's names).
bool refuseEmpty(std::string_view v) { return !v.empty(); }
bool onSyslogFilter(std::string_view v) { return v == "all" || v == "no-ctrl" || v == "ascii" || v == "raw"; }
bool onParamMaxLen(std::string_view v) {
  long long n = std::strtoll(std::string(v).c_str(), nullptr, 10);
  return n >= 0 && n <= 1000000;
}
// zend.script_encoding needs zend.multibyte, which only the start-up can enable (HopVM never does).
bool refuseWithoutMultibyte(std::string_view) { return false; }
[[maybe_unused]] const int kCoreIniHooks[] = {
    registerIniModifyHook("zend.exception_string_param_max_len", onParamMaxLen),
    registerIniModifyHook("zend.script_encoding", refuseWithoutMultibyte),
    registerIniModifyHook("arg_separator.output", refuseEmpty),
    registerIniModifyHook("include_path", refuseEmpty),
    registerIniModifyHook("syslog.filter", onSyslogFilter),
};

/// Directives php removed: giving one a true value stops php at start-up.
const char* const kRemovedDirectives[] = {
    "allow_call_time_pass_reference", "asp_tags", "define_syslog_variables", "highlight.bg", "magic_quotes_gpc",
    "magic_quotes_runtime", "magic_quotes_sybase", "register_globals", "register_long_arrays", "safe_mode",
    "safe_mode_gid", "safe_mode_include_dir", "safe_mode_exec_dir", "safe_mode_allowed_env_vars",
    "safe_mode_protected_env_vars", "zend.ze1_compatibility_mode", "track_errors",
};

const BuiltinDecl kIniFunctionBuiltins[] = {
    {"ini_get_all(?string $extension = null, bool $details = true): array|false", f_ini_get_all},
    {"get_cfg_var(string $option): string|array|false", f_get_cfg_var},
    {"php_ini_loaded_file(): string|false", f_php_ini_loaded_file},
    {"php_ini_scanned_files(): string|false", f_php_ini_scanned_files},
};
HOP_REGISTER_BUILTINS(kIniFunctionBuiltins);

const ConstantDecl kIniFunctionConstants[] = {
    {"PCRE_JIT_SUPPORT", makeBool(true)},
};
HOP_REGISTER_CONSTANTS(kIniFunctionConstants);

} // namespace

bool checkStartupDirectives(const IniSettings& ini) {
  // php_module_startup: configured values (strtol, as cfg_get_long) of deprecated
  // and removed directives; reported whatever error_reporting says.
  auto given = [&](const char* name) {
    auto v = ini.configured(name);
    return v && std::strtoll(v->c_str(), nullptr, 10) != 0;
  };
  ExecutionContext& ec = ctx();
  int64_t saved = ec.errorReporting;
  ec.errorReporting = 32767;
  bool ok = true;
  if (given("allow_url_include")) raiseErrorAt(E_DEPRECATED, "Directive 'allow_url_include' is deprecated", "Unknown", 0);
  for (const char* name : kRemovedDirectives)
    if (given(name)) {
      raiseErrorAt(E_CORE_ERROR, std::string("Directive '") + name + "' is no longer available in PHP", "Unknown", 0);
      ok = false;
      break;
    }
  ec.errorReporting = saved;
  return ok;
}

} // namespace hop
