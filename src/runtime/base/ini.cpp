// ini.cpp — storage and parsing of ini settings.
#include "runtime/base/ini.h"

#include <cctype>
#include <cstdlib>

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

} // namespace

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
    if (auto v = ini.get(name)) hook(*v);
}

bool runIniModifyHook(std::string_view name, std::string_view newValue) {
  auto& hooks = modifyHooks();
  auto it = hooks.find(name);
  return it == hooks.end() || it->second(newValue);
}

IniSettings::IniSettings() {
#define X(name, def, doc) m_defaults.emplace(name, def);
  HOP_INI_SETTINGS(X)
#undef X
  for (const auto& [name, value] : extensionDefaults()) m_defaults.emplace(name, value);
  m_values = m_defaults;
}

std::optional<std::string> IniSettings::get(std::string_view name) const {
  auto it = m_values.find(name);
  if (it == m_values.end()) return std::nullopt;
  return it->second;
}

bool IniSettings::isKnown(std::string_view name) const { return m_values.count(name) != 0; }

std::optional<std::string> IniSettings::set(std::string_view name, std::string_view value) {
  std::optional<std::string> old = get(name);
  m_values[std::string(name)] = std::string(value);
  return old;
}

std::optional<std::string> IniSettings::defaultOf(std::string_view name) const {
  auto d = m_defaults.find(name);
  if (d == m_defaults.end()) return std::nullopt;
  return d->second;
}

void IniSettings::restore(std::string_view name) {
  // Back to the startup value: the configured one (-d, php.ini), else the default.
  auto c = m_configured.find(name);
  if (c != m_configured.end()) {
    m_values[std::string(name)] = c->second;
    return;
  }
  auto d = m_defaults.find(name);
  if (d != m_defaults.end()) m_values[std::string(name)] = d->second;
}

void IniSettings::configure(std::string_view name, std::string_view value) {
  set(name, value);
  m_configured[std::string(name)] = std::string(value);
}

std::optional<std::string> IniSettings::configured(std::string_view name) const {
  auto it = m_configured.find(name);
  if (it == m_configured.end()) return std::nullopt;
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
  auto v = get(name);
  return v ? parseQuantity(*v) : 0;
}

bool IniSettings::getBool(std::string_view name) const {
  auto v = get(name);
  return v && parseBool(*v);
}

} // namespace hop
