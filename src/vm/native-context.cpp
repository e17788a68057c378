// native-context.cpp — see native-context.h.
#include "vm/native-context.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>

#include "util/asan-stack.h"
#include "util/assert.h"

#if defined(__SANITIZE_ADDRESS__)
#define HOP_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HOP_ASAN 1
#endif
#endif

#ifdef HOP_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

namespace hop {

// --- Stacks -----------------------------------------------------------------------------------

namespace {

size_t pageSize() {
  long p = ::sysconf(_SC_PAGESIZE);
  return p > 0 ? size_t(p) : 4096;
}

} // namespace

bool NativeStack::allocate(size_t usableBytes) {
  release();
  const size_t page = pageSize();
  const size_t size = (usableBytes + page - 1) / page * page;
  const size_t total = size + page;   // one guard page below
  void* p = ::mmap(nullptr, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
                   -1, 0);
  if (p == MAP_FAILED) return false;
  if (::mprotect(p, page, PROT_NONE) != 0) {
    int saved = errno;
    ::munmap(p, total);
    errno = saved;
    return false;
  }
  m_mapping = p;
  m_mappingBytes = total;
  m_low = static_cast<char*>(p) + page;
  m_size = size;
  return true;
}

void NativeStack::release() {
  if (!m_mapping) return;
#ifdef HOP_ASAN
  // Frames that ran here left poisoned redzones in the shadow memory; a later
  // mapping at the same address must not inherit them.
  ASAN_UNPOISON_MEMORY_REGION(m_mapping, m_mappingBytes);
#endif
  ::munmap(m_mapping, m_mappingBytes);
  m_mapping = nullptr;
  m_mappingBytes = 0;
  m_low = nullptr;
  m_size = 0;
}

// --- The switch -------------------------------------------------------------------------------

#if defined(__x86_64__)

extern "C" {
/// Pushes the callee-saved registers and the SSE/x87 control words on the
/// running stack, stores the stack pointer in *saveSp, loads loadSp and pops
/// the same set from there (System V ABI: everything else is caller-saved).
void hop_native_switch(void** saveSp, void* loadSp);
/// The first "return address" of a new context: calls r13(r12) on an aligned
/// stack. Its unwind info marks the return address undefined, so debuggers
/// and unwinders stop here instead of walking off the fiber stack.
void hop_native_trampoline();
}

asm(R"(
  .text
  .globl hop_native_switch
  .type hop_native_switch, @function
  .p2align 4
hop_native_switch:
  .cfi_startproc
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .cfi_endproc
  .size hop_native_switch, .-hop_native_switch

  .globl hop_native_trampoline
  .type hop_native_trampoline, @function
  .p2align 4
hop_native_trampoline:
  .cfi_startproc
  .cfi_undefined rip
  xorl %ebp, %ebp
  movq %r12, %rdi
  andq $-16, %rsp
  callq *%r13
  ud2
  .cfi_endproc
  .size hop_native_trampoline, .-hop_native_trampoline
)");

void NativeContext::init(NativeStack& stack, Entry entry, void* arg) {
  HOP_ALWAYS_ASSERT(stack.allocated());
  uint32_t csr[2];
  asm volatile("stmxcsr %0" : "=m"(csr[0]));
  asm volatile("fnstcw %0" : "=m"(csr[1]));
  auto top = reinterpret_cast<uintptr_t>(stack.high()) & ~uintptr_t(15);
  void** sp = reinterpret_cast<void**>(top);
  // What hop_native_switch pops, from the top down: return address, rbp,
  // rbx, r12, r13, r14, r15, control words.
  *--sp = nullptr;                                        // never used: keeps the layout 16-aligned
  *--sp = reinterpret_cast<void*>(&hop_native_trampoline);
  *--sp = nullptr;                                        // rbp
  *--sp = nullptr;                                        // rbx
  *--sp = arg;                                            // r12
  *--sp = reinterpret_cast<void*>(entry);                 // r13
  *--sp = nullptr;                                        // r14
  *--sp = nullptr;                                        // r15
  --sp;
  static_assert(sizeof(void*) == sizeof(csr));
  __builtin_memcpy(sp, csr, sizeof(csr));
  m_sp = sp;
  m_stackLow = stack.low();
  m_stackSize = stack.size();
}

#else   // ucontext

namespace {

void ucontextTrampoline(unsigned hi, unsigned lo, unsigned entryHi, unsigned entryLo) {
  auto arg = reinterpret_cast<void*>((uintptr_t(hi) << 32) | uintptr_t(lo));
  auto entry = reinterpret_cast<NativeContext::Entry>((uintptr_t(entryHi) << 32) | uintptr_t(entryLo));
  entry(arg);
  HOP_UNREACHABLE("a fiber entry returned");
}

} // namespace

void NativeContext::init(NativeStack& stack, Entry entry, void* arg) {
  HOP_ALWAYS_ASSERT(stack.allocated());
  ::getcontext(&m_uc);
  m_uc.uc_stack.ss_sp = stack.low();
  m_uc.uc_stack.ss_size = stack.size();
  m_uc.uc_stack.ss_flags = 0;
  m_uc.uc_link = nullptr;
  auto a = reinterpret_cast<uintptr_t>(arg);
  auto e = reinterpret_cast<uintptr_t>(entry);
  ::makecontext(&m_uc, reinterpret_cast<void (*)()>(&ucontextTrampoline), 4, unsigned(a >> 32), unsigned(a),
                unsigned(e >> 32), unsigned(e));
  m_stackLow = stack.low();
  m_stackSize = stack.size();
}

#endif

void NativeContext::switchTo(NativeContext& from, NativeContext& to, bool fromDies) {
  to.m_resumedBy = &from;
#ifdef HOP_ASAN
  asanEndNoReturnWindow();
  void* fakeStack = nullptr;
  __sanitizer_start_switch_fiber(fromDies ? nullptr : &fakeStack, to.m_stackLow, to.m_stackSize);
#else
  void* fakeStack = nullptr;
  (void)fromDies;
#endif
#if defined(__x86_64__)
  hop_native_switch(&from.m_sp, to.m_sp);
#else
  ::swapcontext(&from.m_uc, &to.m_uc);
#endif
  // Running in `from` again.
  from.finishSwitch(fakeStack);
}

void NativeContext::enterFirstTime() { finishSwitch(nullptr); }

void NativeContext::finishSwitch(void* fakeStack) {
#ifdef HOP_ASAN
  NativeContext* prev = m_resumedBy;
  const void* low = nullptr;
  size_t size = 0;
  __sanitizer_finish_switch_fiber(fakeStack, &low, &size);
  // The context we came from learns its own stack (the thread's stack is
  // only known this way).
  if (prev && !prev->m_stackLow) {
    prev->m_stackLow = low;
    prev->m_stackSize = size;
  }
  asanRunningStack(m_stackLow, m_stackSize);
#else
  (void)fakeStack;
#endif
}

} // namespace hop
