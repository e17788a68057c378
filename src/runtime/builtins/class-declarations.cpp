// class-declarations.cpp — the class table as builtins see it:
// class_alias() (another name for a user class) and get_declared_classes(),
// get_declared_interfaces(), get_declared_traits() (names in declaration order).
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/string/string-data.h"
#include "runtime/heap/native-buffer.h"
#include "vm/lookup.h"
#include "vm/member-ops.h"
#include "vm/unit-loader.h"

#include <algorithm>
#include <string>
#include <vector>

namespace hop {

namespace {


const char* objectTypeOf(const Class* c) {
  if (c->isInterface()) return "interface";
  if (c->isTrait()) return "trait";
  if (c->isEnum()) return "enum";
  return "class";
}

void f_class_alias(NativeArgs& a) {
  std::string_view name = a.sv(0);
  std::string_view alias = a.sv(1);
  ExecutionContext& ec = ctx();
  Class* cls = !a.bOr(2, true) ? ec.lookupClass(name) : lookupClassAutoload(name);
  if (!cls) {
    raiseWarning("Class \"%s\" not found", a.str(0)->data());
    a.retBool(false);
    return;
  }
  if (cls->attrs & kClsBuiltin)
    throwError(ErrorKind::ValueError, "class_alias(): Argument #1 ($class) must be a user-defined class name, internal class name given");
  std::string lower = toLower(!alias.empty() && alias[0] == '\\' ? alias.substr(1) : alias);
  if (isReservedClassName(lower)) raiseFatal("Cannot use '%s' as class name as it is reserved", lower.c_str());
  if (ec.classes.count(lower) || ec.linkingClasses.count(lower)) {
    raiseWarning("Cannot declare %s %s, because the name is already in use", objectTypeOf(cls), a.str(1)->data());
    a.retBool(false);
    return;
  }
  chargeRequestRecord(64 + lower.size());   // php's class table entry and name in its heap
  ec.classes[lower] = cls;
  ec.classOrder.emplace_back(lower, cls);
  noteClassAliased();   // class-typed checks passed by name start over (vm/member-ops.h)
  a.retBool(true);
}

// php's registration order of its internal classes and interfaces (php -n,
// module by module); the runtime's classes php does not know come after them.
constexpr std::string_view kPhpOrder[] = {
    // classes
    "InternalIterator", "Exception", "ErrorException", "Error", "CompileError", "ParseError", "TypeError",
    "ArgumentCountError", "ValueError", "ArithmeticError", "DivisionByZeroError", "UnhandledMatchError", "Closure",
    "Generator", "ClosedGeneratorException", "WeakReference", "WeakMap", "Attribute", "ReturnTypeWillChange",
    "AllowDynamicProperties", "SensitiveParameter", "SensitiveParameterValue", "Fiber", "FiberError", "stdClass",
    "DateTime", "DateTimeImmutable", "DateTimeZone", "DateInterval", "DatePeriod", "LibXMLError",
    "OpenSSLCertificate", "OpenSSLCertificateSigningRequest", "OpenSSLAsymmetricKey", "InflateContext",
    "DeflateContext", "HashContext", "JsonException", "Random\\RandomError", "Random\\BrokenRandomEngineError",
    "Random\\RandomException", "Random\\Engine\\Mt19937", "Random\\Engine\\PcgOneseq128XslRr64",
    "Random\\Engine\\Xoshiro256StarStar", "Random\\Engine\\Secure", "Random\\Randomizer", "ReflectionException",
    "Reflection", "ReflectionFunctionAbstract", "ReflectionFunction", "ReflectionGenerator", "ReflectionParameter",
    "ReflectionType", "ReflectionNamedType", "ReflectionUnionType", "ReflectionIntersectionType", "ReflectionMethod",
    "ReflectionClass", "ReflectionObject", "ReflectionProperty", "ReflectionClassConstant", "ReflectionExtension",
    "ReflectionZendExtension", "ReflectionReference", "ReflectionAttribute", "ReflectionEnum",
    "ReflectionEnumUnitCase", "ReflectionEnumBackedCase", "ReflectionFiber", "LogicException",
    "BadFunctionCallException", "BadMethodCallException", "DomainException", "InvalidArgumentException",
    "LengthException", "OutOfRangeException", "RuntimeException", "OutOfBoundsException", "OverflowException",
    "RangeException", "UnderflowException", "UnexpectedValueException", "RecursiveIteratorIterator",
    "IteratorIterator", "FilterIterator", "RecursiveFilterIterator", "CallbackFilterIterator",
    "RecursiveCallbackFilterIterator", "ParentIterator", "LimitIterator", "CachingIterator",
    "RecursiveCachingIterator", "NoRewindIterator", "AppendIterator", "InfiniteIterator", "RegexIterator",
    "RecursiveRegexIterator", "EmptyIterator", "RecursiveTreeIterator", "ArrayObject", "ArrayIterator",
    "RecursiveArrayIterator", "SplFileInfo", "DirectoryIterator", "FilesystemIterator", "RecursiveDirectoryIterator",
    "GlobIterator", "SplFileObject", "SplTempFileObject", "SplDoublyLinkedList", "SplQueue", "SplStack", "SplHeap",
    "SplMinHeap", "SplMaxHeap", "SplPriorityQueue", "SplFixedArray", "SplObjectStorage", "MultipleIterator",
    "SessionHandler", "__PHP_Incomplete_Class", "AssertionError", "php_user_filter", "Directory",
    // interfaces
    "Traversable", "IteratorAggregate", "Iterator", "Serializable", "ArrayAccess", "Countable", "Stringable",
    "Throwable", "UnitEnum", "BackedEnum", "DateTimeInterface", "JsonSerializable", "Random\\Engine",
    "Random\\CryptoSafeEngine", "Reflector", "RecursiveIterator", "OuterIterator", "SeekableIterator", "SplObserver",
    "SplSubject", "SessionHandlerInterface", "SessionIdInterface", "SessionUpdateTimestampHandlerInterface",
};

/// The runtime's class-likes of the wanted kinds, in php's order: they count
/// as declared from the start, compiled or not.
std::vector<std::string> internalNames(std::string_view kinds) {
  static const std::vector<SystemClassDecl> decls = [] {
    std::vector<SystemClassDecl> d = systemClassDecls();
    // Each name's place in php's order, found once (the sort compares them).
    std::vector<std::pair<size_t, size_t>> ranked;   // (rank, index in d)
    ranked.reserve(d.size());
    for (size_t k = 0; k < d.size(); ++k) {
      size_t r = std::size(kPhpOrder);
      for (size_t i = 0; i < std::size(kPhpOrder); ++i)
        if (kPhpOrder[i] == d[k].name) {
          r = i;
          break;
        }
      ranked.emplace_back(r, k);
    }
    std::sort(ranked.begin(), ranked.end());   // by rank, then file order: stable
    std::vector<SystemClassDecl> sorted;
    sorted.reserve(d.size());
    for (const auto& rk : ranked) sorted.push_back(std::move(d[rk.second]));
    return sorted;
  }();
  std::vector<std::string> out;
  for (const SystemClassDecl& d : decls)
    if (kinds.find(d.kind) != std::string_view::npos) out.push_back(d.name);
  return out;
}

/// The declared classes of some kinds: the runtime's, then the script's
/// (their names, or an alias's lowercase name) in declaration order.
ArrayData* declared(std::string_view kinds, bool (*wanted)(const Class*)) {
  ArrayData* r = ArrayData::makePacked(16);
  for (const std::string& n : internalNames(kinds)) ArrayData::append(r, makeStringNoIncRef(StringData::make(n)));
  for (const auto& [key, cls] : ctx().classOrder) {
    if (!cls || !wanted(cls) || ((cls->attrs & kClsBuiltin) && key == cls->lowerName->view())) continue;
    StringData* n = key == cls->lowerName->view() ? cls->name : StringData::make(key);
    if (n == cls->name) n->incRef();
    ArrayData::append(r, makeStringNoIncRef(n));
  }
  return r;
}

void f_get_declared_classes(NativeArgs& a) {
  a.retArray(declared("ce", [](const Class* c) { return !c->isInterface() && !c->isTrait(); }));
}
void f_get_declared_interfaces(NativeArgs& a) {
  a.retArray(declared("i", [](const Class* c) { return c->isInterface(); }));
}
void f_get_declared_traits(NativeArgs& a) {
  a.retArray(declared("t", [](const Class* c) { return c->isTrait(); }));
}

const BuiltinDecl kClassDeclarationBuiltins[] = {
    {"class_alias(string $class, string $alias, bool $autoload = true): bool", f_class_alias},
    {"get_declared_classes(): array", f_get_declared_classes},
    {"get_declared_interfaces(): array", f_get_declared_interfaces},
    {"get_declared_traits(): array", f_get_declared_traits},
};
HOP_REGISTER_BUILTINS(kClassDeclarationBuiltins);

} // namespace

} // namespace hop
