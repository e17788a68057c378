// test-translations.h — fake translations for the unit tests of what is
// done with published translations (perf map, hop.dump_tc): real x86-64
// bytes, outside the TC, never run.
#pragma once

#include <cstdio>
#include <memory>
#include <string>

#include "jit/srcdb.h"

namespace hop::jit::fakes {

// Code for the fake translations: "mov rax, 1; ret" in main, "ud2" in cold.
alignas(16) inline const uint8_t kMainCode[] = {0x48, 0xc7, 0xc0, 0x01, 0x00, 0x00, 0x00, 0xc3};
alignas(16) inline const uint8_t kColdCode[] = {0x0f, 0x0b};

inline std::unique_ptr<Translation> fakeTranslation(TransId id, SrcKey sk) {
  auto t = std::make_unique<Translation>();
  t->id = id;
  t->sk = sk;
  t->kind = TransKind::Live;
  TCA main = const_cast<TCA>(kMainCode);
  TCA cold = const_cast<TCA>(kColdCode);
  t->ranges[size_t(Area::Main)] = {main, main + sizeof kMainCode};
  t->ranges[size_t(Area::Cold)] = {cold, cold + sizeof kColdCode};
  t->entry = main;
  return t;
}

inline std::string hexOf(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%llx", static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(p)));
  return buf;
}

} // namespace hop::jit::fakes
