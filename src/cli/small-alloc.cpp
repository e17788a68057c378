// small-alloc.cpp — the process's operator new/delete: blocks up to 256 bytes from per-thread free lists.
//
// Compiling a file makes and frees ~100,000 small C++ objects (strings, vectors, map nodes, Funcs) per
// 100 KB of source; through glibc's malloc each new/delete pair cost ~190 instructions (tcache misses
// into _int_malloc/_int_free), a tenth of a loading-dominated run. Here a block of up to 256 bytes
// comes from a free list of its size class (16-byte steps) of the calling thread, refilled from 64 KB
// runs carved out of one reserved address range (1 GB); delete finds the class from the run's table entry.
// Larger blocks, and every block once the range is used up, are malloc's. A thread's lists go to a
// shared pool when it exits; nothing is returned to the system. Sanitizer builds keep their own.
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)

#include <pthread.h>
#include <sys/mman.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <new>

namespace {

// Address space only (MAP_NORESERVE); kept small next to RLIMIT_AS limits (the hostile tests run under
// 12 GB): past it, small blocks are malloc's too.
constexpr size_t kRegionSize = size_t(1) << 30;
constexpr size_t kRunShift = 16;                   // 64 KB runs, each of one size class
constexpr size_t kRunSize = size_t(1) << kRunShift;
constexpr size_t kNumRuns = kRegionSize >> kRunShift;
constexpr size_t kMaxSmall = 256;
constexpr size_t kNumClasses = kMaxSmall / 16;   // class c holds blocks of (c + 1) * 16 bytes

struct FreeBlock {
  FreeBlock* next;
};

struct ThreadCache {
  FreeBlock* head[kNumClasses];
  char* bump[kNumClasses];   // the rest of the class's current run
  char* end[kNumClasses];
  bool registered;
};

thread_local ThreadCache tl_cache;   // zero-initialized: no TLS guard on access

char* g_base = nullptr;   // the reserved range; null: everything is malloc's
std::atomic<size_t> g_nextRun{0};
uint8_t g_runClass[kNumRuns];   // run index -> size class
std::once_flag g_initOnce;
pthread_key_t g_exitKey;

// Lists of exited threads, by class (taken back whole by the next refill of that class).
std::mutex g_poolMutex;
FreeBlock* g_pool[kNumClasses];

void initRegion() {
  void* p = ::mmap(nullptr, kRegionSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return;
  pthread_key_create(&g_exitKey, [](void* arg) {
    auto* tc = static_cast<ThreadCache*>(arg);
    std::lock_guard<std::mutex> lock(g_poolMutex);
    for (size_t c = 0; c < kNumClasses; ++c) {
      // The unused rest of the current run joins the list too.
      size_t size = (c + 1) * 16;
      for (char* b = tc->bump[c]; b && b + size <= tc->end[c]; b += size) {
        auto* f = reinterpret_cast<FreeBlock*>(b);
        f->next = tc->head[c];
        tc->head[c] = f;
      }
      FreeBlock* h = tc->head[c];
      if (!h) continue;
      FreeBlock* tail = h;
      while (tail->next) tail = tail->next;
      tail->next = g_pool[c];
      g_pool[c] = h;
      tc->head[c] = nullptr;
      tc->bump[c] = tc->end[c] = nullptr;
    }
  });
  // A child forked while another thread held the pool's lock must not inherit it locked.
  pthread_atfork([] { g_poolMutex.lock(); }, [] { g_poolMutex.unlock(); }, [] { g_poolMutex.unlock(); });
  g_base = static_cast<char*>(p);
}

__attribute__((noinline)) void* refill(size_t c) {
  std::call_once(g_initOnce, initRegion);
  if (!g_base) return std::malloc((c + 1) * 16);
  ThreadCache& tc = tl_cache;
  if (!tc.registered) {
    tc.registered = true;
    pthread_setspecific(g_exitKey, &tc);
  }
  {
    std::lock_guard<std::mutex> lock(g_poolMutex);
    if (FreeBlock* h = g_pool[c]) {
      g_pool[c] = nullptr;
      tc.head[c] = h->next;
      return h;
    }
  }
  size_t run = g_nextRun.fetch_add(1, std::memory_order_relaxed);
  if (run >= kNumRuns) return std::malloc((c + 1) * 16);
  g_runClass[run] = uint8_t(c);
  char* b = g_base + (run << kRunShift);
  size_t size = (c + 1) * 16;
  tc.bump[c] = b + size;
  tc.end[c] = b + kRunSize;
  return b;
}

inline void* allocSmall(size_t n) {
  size_t c = (n - 1) >> 4;   // n in [1, 256]
  ThreadCache& tc = tl_cache;
  if (FreeBlock* f = tc.head[c]) {
    tc.head[c] = f->next;
    return f;
  }
  char* b = tc.bump[c];
  size_t size = (c + 1) * 16;
  if (b && b + size <= tc.end[c]) {
    tc.bump[c] = b + size;
    return b;
  }
  return refill(c);
}

inline void* allocate(size_t n) {
  if (n - 1 < kMaxSmall) return allocSmall(n);   // n == 0 wraps to a large request
  void* p = std::malloc(n ? n : 1);
  if (!p) {
    // As the standard operator new: the new-handler, then bad_alloc.
    for (;;) {
      std::new_handler h = std::get_new_handler();
      if (!h) throw std::bad_alloc();
      h();
      if ((p = std::malloc(n ? n : 1))) break;
    }
  }
  return p;
}

inline void release(void* p) {
  if (!p) return;
  size_t off = reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(g_base);
  if (off < kRegionSize && g_base) {
    size_t c = g_runClass[off >> kRunShift];
    auto* f = static_cast<FreeBlock*>(p);
    ThreadCache& tc = tl_cache;
    f->next = tc.head[c];
    tc.head[c] = f;
    return;
  }
  std::free(p);
}

} // namespace

void* operator new(size_t n) { return allocate(n); }
void* operator new[](size_t n) { return allocate(n); }
void* operator new(size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, size_t) noexcept { release(p); }
void operator delete[](void* p, size_t) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }

#endif
