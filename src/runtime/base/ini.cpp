// ini.cpp — the registry of ini directives, and the storage and parsing of settings.
#include "runtime/base/ini.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "runtime/ext/extension-registry.h"

namespace hop {

namespace {

std::map<std::string, IniModifyHook, std::less<>>& modifyHooks() {
  static std::map<std::string, IniModifyHook, std::less<>> hooks;
  return hooks;
}

std::map<std::string, std::string, std::less<>>& extensionDefaults() {
  static std::map<std::string, std::string, std::less<>> defaults;
  return defaults;
}

/// php's directives, as php 8.2 registers them (scripts/gen-ini-directives.sh).
const IniDirective kPhpDirectives[] = {
#define HOP_INI_DIRECTIVE(module, name, value, access) {module, name, value, uint8_t(access)},
#include "runtime/base/ini-directives.inc"
#undef HOP_INI_DIRECTIVE
};

} // namespace

const std::vector<IniDirective>& iniDirectives() {
  // Built on first use, after every module registered itself at static-initialization time.
  static const std::vector<IniDirective> list = [] {
    std::vector<IniDirective> v;
    std::set<std::string_view> seen;
    auto add = [&](const IniDirective& d) {
      if (seen.insert(d.name).second) v.push_back(d);   // a name registered twice keeps its first (php's) entry
    };
    for (const IniDirective& d : kPhpDirectives)
      if (ExtensionRegistry::find(d.module)) add(d);
#define X(name, def, doc) add(IniDirective{nullptr, name, def, kIniAll});
    HOP_INI_SETTINGS(X)
#undef X
    for (const auto& [name, value] : extensionDefaults()) add(IniDirective{nullptr, name.c_str(), value.c_str(), kIniAll});
    return v;
  }();
  return list;
}

const IniDirective* findIniDirective(std::string_view name) {
  static const std::vector<const IniDirective*> byName = [] {
    std::vector<const IniDirective*> v;
    for (const IniDirective& d : iniDirectives()) v.push_back(&d);
    std::sort(v.begin(), v.end(), [](const IniDirective* x, const IniDirective* y) {
      return std::string_view(x->name) < std::string_view(y->name);
    });
    return v;
  }();
  auto it = std::lower_bound(byName.begin(), byName.end(), name,
                             [](const IniDirective* d, std::string_view n) { return std::string_view(d->name) < n; });
  return it != byName.end() && (*it)->name == name ? *it : nullptr;
}

int registerIniDefault(const char* name, const char* value) {
  extensionDefaults()[name] = value;
  return 0;
}

int registerIniModifyHook(const char* name, IniModifyHook hook) {
  modifyHooks()[name] = hook;
  return 0;
}

namespace {
std::map<std::string, IniStartupHook, std::less<>>& startupHooks() {
  static std::map<std::string, IniStartupHook, std::less<>> hooks;
  return hooks;
}
} // namespace

int registerIniStartupHook(const char* name, IniStartupHook hook) {
  startupHooks()[name] = hook;
  return 0;
}

void runIniStartupHooks(const IniSettings& ini) {
  for (auto& [name, hook] : startupHooks())
    if (auto v = ini.isKnown(name) ? ini.get(name) : ini.configured(name)) hook(*v);
}

bool runIniModifyHook(std::string_view name, std::string_view newValue) {
  auto& hooks = modifyHooks();
  auto it = hooks.find(name);
  return it == hooks.end() || it->second(newValue);
}

IniSettings::IniSettings() {
  // Every fresh settings starts from one table of the registry's defaults,
  // built once (the directives are registered at static initialization).
  static const std::shared_ptr<const Table> defaults = [] {
    auto t = std::make_shared<Table>();
    for (const IniDirective& d : iniDirectives()) {
      t->defaults.emplace(d.name, d.defaultValue ? d.defaultValue : "");
      if (!d.defaultValue) t->nullDefaults.emplace(d.name);
    }
    t->values = t->defaults;
    t->nulls = t->nullDefaults;
    return std::shared_ptr<const Table>(std::move(t));
  }();
  m_table = defaults;
}

IniSettings::Table& IniSettings::ownTable() {
  // A table only this settings holds is its own to change (the others that
  // shared it are gone); const only as seen through the shared pointer.
  if (m_table.use_count() != 1) m_table = std::make_shared<Table>(*m_table);
  Table& t = const_cast<Table&>(*m_table);
  for (auto& [name, c] : m_changed) {
    t.values[name] = c.value;
    if (c.isNull) t.nulls.emplace(name);
    else t.nulls.erase(name);
  }
  m_changed.clear();
  return t;
}

const std::string* IniSettings::valueOf(std::string_view name) const {
  if (const Changed* c = changed(name)) return &c->value;
  auto it = m_table->values.find(name);
  return it == m_table->values.end() ? nullptr : &it->second;
}

std::optional<std::string> IniSettings::get(std::string_view name) const {
  if (const std::string* v = valueOf(name)) return *v;
  return std::nullopt;
}

bool IniSettings::isKnown(std::string_view name) const { return m_table->defaults.count(name) != 0; }

bool IniSettings::isNull(std::string_view name) const {
  if (const Changed* c = changed(name)) return c->isNull;
  return m_table->nulls.count(name) != 0;
}

std::optional<std::string> IniSettings::set(std::string_view name, std::string_view value) {
  std::optional<std::string> old = get(name);
  auto it = m_changed.find(name);
  if (it == m_changed.end()) it = m_changed.emplace(std::string(name), Changed{}).first;
  it->second.value.assign(value);
  it->second.isNull = false;
  return old;
}

std::optional<std::string> IniSettings::defaultOf(std::string_view name) const {
  auto d = m_table->defaults.find(name);
  if (d == m_table->defaults.end()) return std::nullopt;
  return d->second;
}

std::optional<std::string> IniSettings::startupValue(std::string_view name) const {
  if (!isKnown(name)) return std::nullopt;
  if (auto c = m_table->configured.find(name); c != m_table->configured.end()) return c->second;
  if (m_table->nullDefaults.count(name)) return std::nullopt;
  return defaultOf(name);
}

void IniSettings::restore(std::string_view name) {
  // Back to the startup value: the configured one (-d, php.ini), else the default.
  auto c = m_table->configured.find(name);
  if (c != m_table->configured.end() && isKnown(name)) {
    set(name, c->second);
    return;
  }
  auto d = m_table->defaults.find(name);
  if (d == m_table->defaults.end()) return;
  set(name, d->second);
  if (m_table->nullDefaults.count(name)) m_changed.find(name)->second.isNull = true;
}

void IniSettings::configure(std::string_view name, std::string_view value) {
  // Only a registered directive becomes a setting; any name is configuration.
  Table& t = ownTable();
  if (isKnown(name)) {
    t.values[std::string(name)] = std::string(value);
    if (auto n = t.nulls.find(name); n != t.nulls.end()) t.nulls.erase(n);
  }
  t.configured[std::string(name)] = std::string(value);
  m_unresolved.emplace(name);
}

std::optional<std::string> IniSettings::configured(std::string_view name) const {
  auto it = m_table->configured.find(name);
  if (it == m_table->configured.end()) return std::nullopt;
  return it->second;
}

int64_t IniSettings::parseQuantity(std::string_view v) {
  std::string s(v);
  char* end = nullptr;
  long long n = std::strtoll(s.c_str(), &end, 0);
  if (end && *end) {
    switch (std::tolower(static_cast<unsigned char>(*end))) {
      case 'g': n *= 1024; [[fallthrough]];
      case 'm': n *= 1024; [[fallthrough]];
      case 'k': n *= 1024; break;
      default: break;
    }
  }
  return n;
}

bool IniSettings::parseBool(std::string_view v) {
  std::string s;
  for (char c : v) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (s == "on" || s == "yes" || s == "true") return true;
  if (s == "off" || s == "no" || s == "false" || s == "none" || s.empty()) return false;
  return std::strtoll(s.c_str(), nullptr, 10) != 0;
}

int64_t IniSettings::getInt(std::string_view name) const {
  const std::string* v = valueOf(name);
  return v ? parseQuantity(*v) : 0;
}

bool IniSettings::getBool(std::string_view name) const {
  const std::string* v = valueOf(name);
  return v && parseBool(*v);
}

} // namespace hop
