// errors.h — raising PHP errors and exceptions from the runtime.
//
// Three channels, as in PHP 8:
//   raiseWarning/Notice/Deprecated  reported per error_reporting, through a user
//                                   handler (set_error_handler) if one is set,
//                                   else printed "\nWarning: MSG in FILE on line N\n".
//   throwError(ErrorKind, msg)      throws an engine Error object (TypeError,
//                                   ValueError, ...) into the PHP program.
//   raiseFatal(msg)                 "Fatal error: MSG in FILE on line N", ends the
//                                   request with exit status 255.
// The file and line come from the innermost PHP frame that is executing.
#pragma once

#include <cstdint>
#include <cstdarg>
#include <string>

namespace hop {

struct ObjectData;

enum ErrorLevel : int {
  E_ERROR = 1,
  E_WARNING = 2,
  E_PARSE = 4,
  E_NOTICE = 8,
  E_CORE_ERROR = 16,
  E_CORE_WARNING = 32,
  E_COMPILE_ERROR = 64,
  E_COMPILE_WARNING = 128,
  E_USER_ERROR = 256,
  E_USER_WARNING = 512,
  E_USER_NOTICE = 1024,
  E_STRICT = 2048,
  E_RECOVERABLE_ERROR = 4096,
  E_DEPRECATED = 8192,
  E_USER_DEPRECATED = 16384,
  E_ALL = 32767,
};

/// The engine's Error classes, by the name PHP gives them.
#define HOP_ERROR_KINDS(X)                                                   \
  X(Error) X(TypeError) X(ValueError) X(ArgumentCountError) X(ArithmeticError) \
  X(DivisionByZeroError) X(UnhandledMatchError) X(JsonException)            \
  X(Exception) X(ErrorException) X(RuntimeException) X(LogicException)      \
  X(InvalidArgumentException) X(OutOfBoundsException) X(OutOfRangeException) \
  X(LengthException) X(DomainException) X(RangeException) X(UnexpectedValueException) \
  X(OverflowException) X(UnderflowException) X(BadFunctionCallException)    \
  X(BadMethodCallException) X(AssertionError) X(CompileError) X(ParseError)

enum class ErrorKind {
#define X(n) n,
  HOP_ERROR_KINDS(X)
#undef X
};
const char* errorKindClassName(ErrorKind k);

// --- C++ exceptions that carry PHP control flow through native code -------------

/// A PHP exception object in flight (owns one reference to it).
struct PhpException {
  ObjectData* obj;
};
/// What ended the request, where its handling differs.
enum class FatalKind : uint8_t {
  Error,
  /// memory_limit reached: the output buffers are thrown away unprinted (their handlers are not
  /// called) before the message is printed, as php discards them when the request is over its limit.
  OutOfMemory,
};
/// A fatal error: the request ends after printing it.
struct FatalError {
  std::string message;
  int type = E_ERROR;     // E_ERROR, E_COMPILE_ERROR, E_PARSE, ...
  std::string file;       // empty: take it from the current frame
  int line = 0;
  FatalKind kind = FatalKind::Error;
};
/// exit()/die(): unwinds everything, then shutdown functions and destructors run.
struct ExitRequest {
  int status;
};

// --- Raising ------------------------------------------------------------------
void raiseError(int level, const std::string& msg);
/// raiseError at a given place (compile-time diagnostics of a file being loaded).
void raiseErrorAt(int level, const std::string& msg, const std::string& file, int line);
void raiseWarning(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void raiseNotice(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void raiseDeprecated(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
[[noreturn]] void raiseFatal(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
[[noreturn]] void raiseFatalAt(int type, const std::string& msg, const std::string& file, int line);
[[noreturn]] void throwError(ErrorKind kind, const std::string& msg);
[[noreturn]] void throwErrorF(ErrorKind kind, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
/// Throws an existing exception object (takes over the caller's reference).
[[noreturn]] void throwObject(ObjectData* obj);

/// The file and line of the innermost PHP code running (for messages).
void currentFileAndLine(std::string& file, int& line);
/// A logged error or error_log() line: to the error_log ini file, else stderr
/// (builtins/error-log.cpp).
void writeErrorLog(std::string_view message);
/// Prints a fatal error as PHP does (the request then ends with status 255).
void reportFatal(const FatalError& f);

std::string formatV(const char* fmt, va_list ap);
std::string formatStr(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

/// The label PHP prints before a message of this level ("Warning", "Deprecated", ...).
const char* errorLevelLabel(int level);

} // namespace hop
