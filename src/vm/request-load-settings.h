// request-load-settings.h — the request's settings that loading files and linking classes read, read once per request.
#pragma once

#include <cstdint>

namespace hop {

struct ExecutionContext;

/// Read from the running request's ini on first use after it started (vm/shared-units.cpp).
struct RequestLoadSettings {
  const ExecutionContext* owner = nullptr;
  double start = 0;
  bool unitCache = false;     // hop.unit_cache
  bool classCache = false;    // hop.class_cache (and hop.unit_cache)
  bool shortOpenTag = true;   // short_open_tag
  bool multibyte = false;     // zend.multibyte
  int64_t revalidateFreqMs = 0;   // hop.unit_cache_revalidate_freq, in ms
};

/// The running request's (tl_exec must be set).
RequestLoadSettings& requestLoadSettings();
/// Read them again at the next use (a request starts: its ini is final).
void forgetRequestLoadSettings();

} // namespace hop
