// zeroed-array.h — a fixed array of atomics that starts all-zero without
// touching its memory: calloc of a large block maps fresh zero pages, so a
// table of 65,536 chunk pointers costs nothing until a chunk is installed
// (a value-initialized std::array is written whole: 512 KB per table at
// every process start).
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>
#include <type_traits>

namespace hop::jit {

template <class T, size_t N> class ZeroedAtomicArray {
  static_assert(std::is_trivially_destructible_v<std::atomic<T>> && sizeof(std::atomic<T>) == sizeof(T));

public:
  ZeroedAtomicArray() : m_data(static_cast<std::atomic<T>*>(std::calloc(N, sizeof(std::atomic<T>)))) {
    if (!m_data) throw std::bad_alloc();
  }
  ~ZeroedAtomicArray() { std::free(m_data); }
  ZeroedAtomicArray(const ZeroedAtomicArray&) = delete;
  ZeroedAtomicArray& operator=(const ZeroedAtomicArray&) = delete;

  std::atomic<T>& operator[](size_t i) { return m_data[i]; }
  const std::atomic<T>& operator[](size_t i) const { return m_data[i]; }
  std::atomic<T>* begin() { return m_data; }
  std::atomic<T>* end() { return m_data + N; }

private:
  std::atomic<T>* m_data;   // all-zero bytes are a zero T (a null pointer, 0)
};

} // namespace hop::jit
