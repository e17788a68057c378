// ini-functions.cpp — what php tells about its configuration beyond
// ini_get/ini_set: ini_get_all(), get_cfg_var(), php_ini_loaded_file(),
// php_ini_scanned_files(), and the PCRE_JIT_SUPPORT flag.
//
// The directive list (with extension, default and access mask) is data
// generated from php (tools/gen-ini-directives.php); current values come
// from the request's settings where HopVM keeps them.
#include <algorithm>
#include <string>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

struct IniDirective {
  const char* extension;   // lowercase
  const char* name;
  const char* defaultValue;   // null: no value
  int access;                 // ZEND_INI_USER | PERDIR | SYSTEM bits
};

const IniDirective kDirectives[] = {
#include "runtime/builtins/ini-directives.inc"
};

/// Extensions HopVM reports as loaded (get_loaded_extensions), lowercase.
bool knownExtension(const std::string& lower) {
  static const char* const kLoaded[] = {"core", "date", "hash", "json", "pcre", "random", "reflection", "spl", "standard"};
  return std::find_if(std::begin(kLoaded), std::end(kLoaded), [&](const char* e) { return lower == e; }) != std::end(kLoaded);
}

TypedValue valueTv(const std::optional<std::string>& v) {
  return v ? makeStringNoIncRef(StringData::make(*v)) : makeNull();
}

void f_ini_get_all(NativeArgs& a) {
  std::string ext;
  bool filter = !a.isNull(0);
  if (filter) {
    ext = std::string(a.sv(0));
    std::string lower = ext;
    for (char& c : lower) c = char(tolower(static_cast<unsigned char>(c)));
    if (!knownExtension(lower)) {
      raiseWarning("ini_get_all(): Extension \"%s\" cannot be found", ext.c_str());
      a.retBool(false);
      return;
    }
    ext = lower;
  }
  bool details = a.bOr(1, true);
  // "core" owns every directive, as php's Core module does.
  std::vector<const IniDirective*> list;
  for (const IniDirective& d : kDirectives)
    if (!filter || ext == "core" || ext == d.extension) list.push_back(&d);
  std::sort(list.begin(), list.end(), [](const IniDirective* x, const IniDirective* y) {
    return std::string_view(x->name) < std::string_view(y->name);
  });
  const IniSettings& ini = ctx().ini;
  ArrayData* r = ArrayData::makeHash(uint32_t(list.size()));
  for (const IniDirective* d : list) {
    std::optional<std::string> def = d->defaultValue ? std::optional<std::string>(d->defaultValue) : std::nullopt;
    std::optional<std::string> global = ini.configured(d->name);
    if (!global) global = def;
    std::optional<std::string> local = ini.isKnown(d->name) ? ini.get(d->name) : global;
    StringData* key = StringData::make(d->name);
    if (details) {
      ArrayData* e = ArrayData::makeHash(3);
      ArrayData::setStr(e, StringData::interned("global_value"), valueTv(global));
      ArrayData::setStr(e, StringData::interned("local_value"), valueTv(local));
      ArrayData::setStr(e, StringData::interned("access"), makeInt(d->access));
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

// HopVM reads no php.ini (as `php -n`).
void f_php_ini_loaded_file(NativeArgs& a) { a.retBool(false); }
void f_php_ini_scanned_files(NativeArgs& a) { a.retBool(false); }

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

} // namespace hop
