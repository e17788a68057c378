// spl-functions.cpp — the SPL's functions beyond the class queries of
// class-functions.cpp: spl_classes(), and the default autoloader
// spl_autoload() with spl_autoload_extensions() and spl_autoload_call().
#include <string>

#include "runtime/base/request-local.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"
#include "util/string-map.h"
#include "vm/lookup.h"
#include "vm/unit-loader.h"

namespace hop {

namespace {

// php's list, in its order.
const char* const kSplClassNames[] = {
    "AppendIterator", "ArrayIterator", "ArrayObject", "BadFunctionCallException", "BadMethodCallException",
    "CachingIterator", "CallbackFilterIterator", "DirectoryIterator", "DomainException", "EmptyIterator",
    "FilesystemIterator", "FilterIterator", "GlobIterator", "InfiniteIterator", "InvalidArgumentException",
    "IteratorIterator", "LengthException", "LimitIterator", "LogicException", "MultipleIterator",
    "NoRewindIterator", "OuterIterator", "OutOfBoundsException", "OutOfRangeException", "OverflowException",
    "ParentIterator", "RangeException", "RecursiveArrayIterator", "RecursiveCachingIterator",
    "RecursiveCallbackFilterIterator", "RecursiveDirectoryIterator", "RecursiveFilterIterator",
    "RecursiveIterator", "RecursiveIteratorIterator", "RecursiveRegexIterator", "RecursiveTreeIterator",
    "RegexIterator", "RuntimeException", "SeekableIterator", "SplDoublyLinkedList", "SplFileInfo",
    "SplFileObject", "SplFixedArray", "SplHeap", "SplMinHeap", "SplMaxHeap", "SplObjectStorage", "SplObserver",
    "SplPriorityQueue", "SplQueue", "SplStack", "SplSubject", "SplTempFileObject", "UnderflowException",
    "UnexpectedValueException",
};

/// spl_classes(): php's SPL classes that HopVM provides (it has no file
/// classes: DirectoryIterator, SplFileObject ... are left out).
void f_spl_classes(NativeArgs& a) {
  ArrayData* r = ArrayData::makeHash(64);
  for (const char* n : kSplClassNames) {
    if (!ctx().lookupClass(n) && !defineSystemClass(n)) continue;
    StringData* s = StringData::make(n);
    s->incRef();
    ArrayData::setStr(r, s, makeStringNoIncRef(s));
    s->decRef();
  }
  a.retArray(r);
}

std::string& autoloadExtensions() {
  static thread_local std::string exts = ".inc,.php";
  return exts;
}
const RequestLocalReset kResetSplAutoload([] { autoloadExtensions() = ".inc,.php"; });

void f_spl_autoload_extensions(NativeArgs& a) {
  if (!a.isNull(0)) autoloadExtensions() = std::string(a.sv(0));
  a.retString(autoloadExtensions());
}

/// spl_autoload($class): includes lowercase(class) + each extension found on
/// the include path, until the class exists.
void f_spl_autoload(NativeArgs& a) {
  std::string base = toLower(a.sv(0));
  for (char& c : base)
    if (c == '\\') c = '/';
  std::string exts = a.isNull(1) ? autoloadExtensions() : std::string(a.sv(1));
  VMState& vm = ctx().vm;
  size_t start = 0;
  while (start <= exts.size()) {
    size_t end = exts.find(',', start);
    if (end == std::string::npos) end = exts.size();
    std::string file = findIncludeFile(vm, base + exts.substr(start, end - start));
    if (!file.empty()) {
      TypedValue r = includeFile(vm, file, InclOp::IncludeOnce);
      tvDecRef(r);
      if (ctx().lookupClass(a.sv(0))) return;
    }
    start = end + 1;
  }
}

void f_spl_autoload_call(NativeArgs& a) { lookupClassAutoload(a.sv(0)); }

const BuiltinDecl kSplFunctions[] = {
    {"spl_classes(): array", f_spl_classes},
    {"spl_autoload_extensions(?string $file_extensions = null): string", f_spl_autoload_extensions},
    {"spl_autoload(string $class, ?string $file_extensions = null): void", f_spl_autoload},
    {"spl_autoload_call(string $class): void", f_spl_autoload_call},
};
HOP_REGISTER_BUILTINS(kSplFunctions);

} // namespace

} // namespace hop
