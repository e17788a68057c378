// ini.h — ini settings (`-d name=value`, ini_get/ini_set) and the registry of directives.
//
// One registry says which directives exist: php 8.2's own (ini-directives.inc,
// generated from php by scripts/gen-ini-directives.sh, with module, default
// and access mask), kept for the modules HopVM provides (hop -m), plus HopVM's
// own hop.* settings below. As in php, a -d of a name nobody registered is
// part of the configuration (get_cfg_var) but not a setting (ini_get gives false).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "util/string-map.h"

namespace hop {

/// HopVM's own settings (hop.*; php's directives are in ini-directives.inc),
/// each with its default and a doc line.
#define HOP_INI_SETTINGS(X)                                                                     \
  /* name                      default      doc */                                              \
  X("hop.jit",                  "live",      "off | live | pgo (profiling translations, then optimized ones from the profile)") \
  X("hop.jit_pgo_threshold",    "1000",      "pgo: profiled runs of a function's entry or a loop head before it is optimized (1: after one run)") \
  X("hop.jit_pgo_budget",       "256",       "pgo: profiling code entered this many times is optimized with the profile so far, hot or not") \
  X("hop.jit_pgo_budget_ms",    "0",         "pgo: and, when not 0, is at least this many ms old (a wall-clock budget: runs differ)") \
  X("hop.jit_threshold",        "127",       "calls/loop iterations before a SrcKey is translated") \
  X("hop.jit_max_translations", "12",        "translations per SrcKey before falling back to the interpreter") \
  X("hop.jit_profitability",    "1",         "refuse regions whose compiled code would not pay (0: translate all, for tests)") \
  X("hop.jit_stats",            "0",         "print JIT statistics at exit")                    \
  X("hop.jit_threads",          "0",         "translations made at once by the request threads (0: no cap; hop serve)") \
  X("hop.jit_shared_code",      "0",         "translate the functions all requests share (unit cache, systemlib); hop serve sets 1, the CLI shares nothing") \
  /* translation cache areas: keep in step with HOP_JIT_AREAS (jit/area.h; a unit test checks) */ \
  X("hop.jit_hot_size",         "4M",        "TC area for the hottest optimized code")          \
  X("hop.jit_main_size",        "64M",       "TC area for hot paths of translations")           \
  X("hop.jit_prof_size",        "64M",       "TC area for profiling translations")              \
  X("hop.jit_cold_size",        "24M",       "TC area for rarely taken paths")                  \
  X("hop.jit_frozen_size",      "40M",       "TC area for exits, exception paths and stubs")    \
  X("hop.jit_data_size",        "8M",        "TC area for constants and jump tables")           \
  X("hop.dump_ir",              "0",         "print HIR after each pass")                       \
  X("hop.jit_dump",             "",          "print HIR after the named passes only (irgen, a pass name, profitability; comma-separated)") \
  X("hop.jit_verify",           "0",         "verify the HIR after every pass and check the vasm (always on in debug builds)") \
  X("hop.jit_explain",          "0",         "say per translation why it is not compiled, or what it leaves to the interpreter") \
  X("hop.dump_vasm",            "0",         "print vasm")                                       \
  X("hop.dump_tc",              "0",         "print translation disassembly")                   \
  X("hop.perf_map",             "0",         "write /tmp/perf-PID.map")

/// php's access masks (PHP_INI_USER, PHP_INI_PERDIR, PHP_INI_SYSTEM, PHP_INI_ALL).
enum IniAccess : uint8_t { kIniUser = 1, kIniPerdir = 2, kIniSystem = 4, kIniAll = 7 };

/// One directive of the registry.
struct IniDirective {
  const char* module;         // php's module name ("Core", "date", "mbstring"); nullptr: HopVM's own
  const char* name;
  const char* defaultValue;   // nullptr: no value (ini_get gives "", ini_get_all null)
  uint8_t access;             // IniAccess bits: ini_set/ini_restore need kIniUser
};
/// Every directive of this process in php's order of registration (module by
/// module): php's for the modules HopVM provides, then HopVM's own
/// (HOP_INI_SETTINGS, registerIniDefault).
const std::vector<IniDirective>& iniDirectives();
/// The directive called `name` (case-sensitive, as php), or null.
const IniDirective* findIniDirective(std::string_view name);

/// What php's "on modify" handler of a setting does when a script changes it
/// (ini_set, ini_restore, assert_options): a check that may refuse the new
/// value (returning false, after raising php's warning) and any side effect.
/// Hooks are registered at static-initialization time, like builtins.
using IniModifyHook = bool (*)(std::string_view newValue);
int registerIniModifyHook(const char* name, IniModifyHook hook);
/// Runs the hook of `name`; true (accept) when it has none.
bool runIniModifyHook(std::string_view name, std::string_view newValue);

/// A HopVM setting outside HOP_INI_SETTINGS (e.g. hop.time_limit_clock) with
/// its default, registered at static-initialization time; php's directives
/// come from ini-directives.inc, not from here.
int registerIniDefault(const char* name, const char* value);

/// What php's "on modify" handler of a startup-only setting does when the
/// module starts (e.g. filter.default's deprecation): run once per request,
/// before the script, with the setting's value. Registered like modify hooks.
using IniStartupHook = void (*)(std::string_view value);
int registerIniStartupHook(const char* name, IniStartupHook hook);
class IniSettings;
void runIniStartupHooks(const IniSettings& ini);

/// zend_ini_parse_quantity: php 8.2's reading of a size ("128M", "0x10"); `err`
/// gets the text of its warning when it had to guess (builtins/ini-quantity.cpp).
int64_t parseIniQuantity(const std::string& value, std::optional<std::string>& err);

/// The process-wide defaults, overridden by command-line -d options. Each
/// request starts from a copy (IniSettings) it may change with ini_set.
///
/// Copies are cheap: the table (values, defaults, configuration) is shared,
/// immutable, by every copy, and what set()/restore() change after the copy
/// lives in a small overlay of the copy's own. A server request that changes
/// no setting pays a reference count for its settings, one that changes a few
/// pays for those; configure() (start-up, PHP_VALUE) copies the table when it
/// is shared.
class IniSettings {
public:
  IniSettings();
  /// The current value ("" for a directive without value), or nullopt for a
  /// name that is no directive and that HopVM never set.
  std::optional<std::string> get(std::string_view name) const;
  /// A directive of the registry (ini_get/ini_set/ini_restore see it).
  bool isKnown(std::string_view name) const;
  /// The directive has no value (php's NULL: ini_get_all shows null).
  bool isNull(std::string_view name) const;
  /// Sets a value; returns the old one (nullopt if unknown).
  std::optional<std::string> set(std::string_view name, std::string_view value);
  void restore(std::string_view name);
  /// The value restore() would set (nullopt when there is none).
  std::optional<std::string> defaultOf(std::string_view name) const;
  /// The startup value of a directive (the configured one, else the default;
  /// nullopt when that is php's NULL or the name is no directive): ini_get_all's global_value.
  std::optional<std::string> startupValue(std::string_view name) const;
  /// A startup setting (-d, as php.ini would give): also recorded as part of
  /// the configuration get_cfg_var() reads, which ini_set() does not change.
  void configure(std::string_view name, std::string_view value);
  /// The configured value of a directive (get_cfg_var), if any.
  std::optional<std::string> configured(std::string_view name) const;
  const std::map<std::string, std::string, std::less<>>& allConfigured() const { return m_table->configured; }
  /// The names configure() gave a value since the last call: values still
  /// INI text, which resolveConfiguredIni evaluates once (the CLI's request,
  /// the server's start-up, a request's PHP_VALUE).
  std::set<std::string, std::less<>> takeUnresolved() { return std::exchange(m_unresolved, {}); }

  int64_t getInt(std::string_view name) const;
  bool getBool(std::string_view name) const;

  /// PHP's reading of ini integers ("128M" -> 134217728, "on"/"yes"/"true" -> 1 for booleans).
  static int64_t parseQuantity(std::string_view v);
  static bool parseBool(std::string_view v);

private:
  // Found by hash: a request reads some 30 settings by name to start.
  using NameSet = std::unordered_set<std::string, StringViewHash, std::equal_to<>>;
  struct Table {
    StringMap<std::string> values;
    StringMap<std::string> defaults;
    std::map<std::string, std::string, std::less<>> configured;   // in order: allConfigured()
    NameSet nulls;          // directives whose value is php's NULL
    NameSet nullDefaults;   // directives whose default is NULL
  };
  /// A value set() or restore() gave after the table was shared.
  struct Changed {
    std::string value;
    bool isNull = false;
  };
  /// The table, for configure(): copied first when another settings shares
  /// it, with this one's overlay folded in.
  Table& ownTable();
  const Changed* changed(std::string_view name) const {
    if (m_changed.empty()) return nullptr;
    auto it = m_changed.find(name);
    return it == m_changed.end() ? nullptr : &it->second;
  }

  /// The current value, without a copy (null: none).
  const std::string* valueOf(std::string_view name) const;

  std::shared_ptr<const Table> m_table;
  std::map<std::string, Changed, std::less<>> m_changed;
  std::set<std::string, std::less<>> m_unresolved;
};

} // namespace hop
