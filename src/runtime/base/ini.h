// ini.h — ini settings (`-d name=value`, ini_get/ini_set), from one table.
//
// HOP_INI_SETTINGS lists every setting the VM itself reads, with its default
// (the built-in default of `php -n`, or HopVM's own for hop.*) and a doc line.
// Settings not in the table are still stored when given with -d or ini_set,
// as php does for extension settings it does not know.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace hop {

#define HOP_INI_SETTINGS(X)                                                                     \
  /* name                      default      doc */                                              \
  X("precision",                "14",        "significant digits when floats become strings")   \
  X("serialize_precision",      "-1",        "digits for var_dump/var_export/json (-1 = shortest)") \
  X("error_reporting",          "32767",     "mask of reported error levels (E_ALL)")           \
  X("display_errors",           "1",         "print errors on stdout")                          \
  X("log_errors",               "0",         "print errors on stderr with a 'PHP ' prefix")    \
  X("html_errors",              "0",         "HTML error messages (ignored: the CLI never uses them)") \
  X("error_prepend_string",     "",          "text printed before an error message")           \
  X("error_append_string",      "",          "text printed after an error message")            \
  X("memory_limit",             "128M",      "request memory limit")                             \
  X("max_execution_time",       "0",         "time limit in seconds (0 = none)")                \
  X("output_buffering",         "0",         "initial output buffer")                           \
  X("implicit_flush",           "1",         "flush after every output")                        \
  X("short_open_tag",           "0",         "accept <? as an open tag")                        \
  X("zend.assertions",          "1",         "1 = run assert(), 0 = compile but skip, -1 = don't compile") \
  X("assert.active",            "1",         "assert() enabled")                                \
  X("assert.exception",         "1",         "failed assert() throws AssertionError")           \
  X("assert.warning",           "1",         "failed assert() warns")                           \
  X("assert.bail",              "0",         "failed assert() exits")                           \
  X("assert.callback",          "",          "function a failed assert() calls")                \
  X("zend.exception_ignore_args", "0",       "no argument values in stack traces")              \
  X("zend.exception_string_param_max_len", "15", "max length of string args in stack traces")   \
  X("date.timezone",            "UTC",       "default timezone")                                \
  X("date.default_latitude",    "31.7667",   "date_sunrise()/date_sunset() default latitude")   \
  X("date.default_longitude",   "35.2333",   "date_sunrise()/date_sunset() default longitude")  \
  X("date.sunrise_zenith",      "90.833333", "date_sunrise() default zenith")                   \
  X("date.sunset_zenith",       "90.833333", "date_sunset() default zenith")                    \
  X("default_charset",          "UTF-8",     "default character set")                           \
  X("arg_separator.output",     "&",         "separator for http_build_query")                  \
  X("arg_separator.input",      "&",         "separator characters parse_str() splits on")      \
  X("max_input_vars",           "1000",      "variables parse_str() accepts")                   \
  X("register_argc_argv",       "1",         "$argv/$argc and $_SERVER['argv'/'argc'] exist")  \
  X("include_path",             ".:/usr/share/php", "where include looks for relative paths")  \
  X("auto_prepend_file",        "",          "file included before the script")                 \
  X("auto_append_file",         "",          "file included after the script")                  \
  X("error_log",                "",          "file errors are logged to")                       \
  X("highlight.comment",        "#FF8000",   "highlight_string() color of comments")           \
  X("highlight.default",        "#0000BB",   "highlight_string() color of names and numbers")   \
  X("highlight.html",           "#000000",   "highlight_string() color of inline HTML")         \
  X("highlight.keyword",        "#007700",   "highlight_string() color of keywords and operators") \
  X("highlight.string",         "#DD0000",   "highlight_string() color of strings")             \
  X("unserialize_callback_func", "",        "function unserialize() calls for unknown classes") \
  X("unserialize_max_depth",    "4096",      "nesting limit of unserialize() (0 = none)")       \
  X("report_memleaks",          "1",         "accepted for compatibility")                      \
  X("fiber.stack_size",         "",          "native stack of each Fiber (empty: 2M, as php)")  \
  X("hop.jit",                  "live",      "off | live | pgo (profiling translations, then optimized ones from the profile)") \
  X("hop.jit_pgo_threshold",    "1000",      "pgo: profiled runs of a function's entry or a loop head before it is optimized (1: after one run)") \
  X("hop.jit_threshold",        "1",         "calls/loop iterations before a SrcKey is translated") \
  X("hop.jit_max_translations", "12",        "translations per SrcKey before falling back to the interpreter") \
  X("hop.jit_profitability",    "1",         "refuse regions whose compiled code would not pay (0: translate all, for tests)") \
  X("hop.jit_stats",            "0",         "print JIT statistics at exit")                    \
  X("hop.jit_threads",          "0",         "translations made at once by the request threads (0: no cap; hop serve)") \
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

/// What php's "on modify" handler of a setting does when a script changes it
/// (ini_set, ini_restore, assert_options): a check that may refuse the new
/// value (returning false, after raising php's warning) and any side effect.
/// Hooks are registered at static-initialization time, like builtins.
using IniModifyHook = bool (*)(std::string_view newValue);
int registerIniModifyHook(const char* name, IniModifyHook hook);
/// Runs the hook of `name`; true (accept) when it has none.
bool runIniModifyHook(std::string_view name, std::string_view newValue);

/// A setting of an extension module (src/runtime/ext/<name>/) with its php
/// default, so ini_get/ini_set know it; registered at static-initialization time.
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
class IniSettings {
public:
  IniSettings();
  /// The current value, or nullopt for a setting nobody has set and the table lacks.
  std::optional<std::string> get(std::string_view name) const;
  bool isKnown(std::string_view name) const;
  /// Sets a value; returns the old one (nullopt if unknown).
  std::optional<std::string> set(std::string_view name, std::string_view value);
  void restore(std::string_view name);
  /// The value restore() would set (nullopt when there is none).
  std::optional<std::string> defaultOf(std::string_view name) const;
  /// A startup setting (-d, as php.ini would give): also recorded as part of
  /// the configuration get_cfg_var() reads, which ini_set() does not change.
  void configure(std::string_view name, std::string_view value);
  /// The configured value of a directive (get_cfg_var), if any.
  std::optional<std::string> configured(std::string_view name) const;
  const std::map<std::string, std::string, std::less<>>& allConfigured() const { return m_configured; }

  int64_t getInt(std::string_view name) const;
  bool getBool(std::string_view name) const;
  const std::map<std::string, std::string, std::less<>>& all() const { return m_values; }

  /// PHP's reading of ini integers ("128M" -> 134217728, "on"/"yes"/"true" -> 1 for booleans).
  static int64_t parseQuantity(std::string_view v);
  static bool parseBool(std::string_view v);

private:
  std::map<std::string, std::string, std::less<>> m_values;
  std::map<std::string, std::string, std::less<>> m_defaults;
  std::map<std::string, std::string, std::less<>> m_configured;
};

} // namespace hop
