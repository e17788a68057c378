<?php
// systemlib.php — the classes and interfaces the runtime provides, written in
// PHP (as HHVM's systemlib does). Each class is defined in a request on first
// use. Methods marked #[Native] have no body here: they are C++ functions
// registered under "Class::method" (see builtin-registry.h).

// --- Core interfaces ------------------------------------------------------------

interface Traversable {}

// #[Tentative] (interfaces only; typed overridable methods of runtime classes are tentative
// by default): php's tentative return types (an overriding method without a
// return type gets a deprecation instead of an error).
interface Iterator extends Traversable {
    #[Tentative] public function current(): mixed;
    #[Tentative] public function next(): void;
    #[Tentative] public function key(): mixed;
    #[Tentative] public function valid(): bool;
    #[Tentative] public function rewind(): void;
}

interface IteratorAggregate extends Traversable {
    #[Tentative] public function getIterator(): Traversable;
}

interface ArrayAccess {
    #[Tentative] public function offsetExists(mixed $offset): bool;
    #[Tentative] public function offsetGet(mixed $offset): mixed;
    #[Tentative] public function offsetSet(mixed $offset, mixed $value): void;
    #[Tentative] public function offsetUnset(mixed $offset): void;
}

interface Countable {
    #[Tentative] public function count(): int;
}

interface Stringable {
    public function __toString(): string;
}

interface JsonSerializable {
    #[Tentative] public function jsonSerialize(): mixed;
}

interface Serializable {
    public function serialize();
    public function unserialize(string $data);
}

interface UnitEnum {
    public static function cases(): array;
}

interface BackedEnum extends UnitEnum {
    public static function from(int|string $value): static;
    public static function tryFrom(int|string $value): ?static;
}

#[AllowDynamicProperties]
class stdClass {}

// dir()'s result: a directory handle and the path it was opened with.
class Directory {
    public readonly string $path;
    public readonly mixed $handle;
    #[Native] #[Tentative] public function close(): void;
    #[Native] #[Tentative] public function rewind(): void;
    #[Native] #[Tentative] public function read(): string|false;
}

// What unserialize() makes of objects whose class is unknown (or not allowed);
// the original name is kept in the __PHP_Incomplete_Class_Name property.
#[AllowDynamicProperties]
final class __PHP_Incomplete_Class {
    // Any method call is php's "tried to call a method on an incomplete object" error.
    #[Native] public function __call(string $name, array $arguments): mixed;
}

// Methods every enum gets (the compiler adds these traits to enums).
trait HopEnumMethods {
    #[Native] public static function cases(): array;
}

trait HopBackedEnumMethods {
    #[Native] public static function cases(): array;
    #[Native] public static function from(int|string $value): static;
    #[Native] public static function tryFrom(int|string $value): ?static;
}

#[Attribute(Attribute::TARGET_CLASS)]
final class AllowDynamicProperties {
    public function __construct() {}
}

#[Attribute(Attribute::TARGET_PARAMETER)]
final class SensitiveParameter {
    public function __construct() {}
}

// What traces show for a #[SensitiveParameter] argument. (php forbids its
// dynamic properties by an internal flag; a readonly class does the same here.)
final readonly class SensitiveParameterValue {
    private mixed $value;
    public function __construct(mixed $value) { $this->value = $value; }
    public function getValue(): mixed { return $this->value; }
    public function __debugInfo(): array { return []; }
}

#[Attribute(Attribute::TARGET_METHOD)]
final class ReturnTypeWillChange {
    public function __construct() {}
}

#[Attribute(Attribute::TARGET_CLASS)]
final class Attribute {
    const TARGET_CLASS = 1;
    const TARGET_FUNCTION = 2;
    const TARGET_METHOD = 4;
    const TARGET_PROPERTY = 8;
    const TARGET_CLASS_CONSTANT = 16;
    const TARGET_PARAMETER = 32;
    const TARGET_ALL = 63;
    const IS_REPEATABLE = 64;
    public int $flags;
    public function __construct(int $flags = Attribute::TARGET_ALL) { $this->flags = $flags; }
}

/// What getIterator() of some internal classes returns (SplFixedArray's: an
/// index over the live elements; natives in builtins/spl-natives.cpp). Every
/// foreach over a Traversable also makes one to hold php's iterator handle.
final class InternalIterator implements Iterator {
    #[Hidden] private $subject = null;
    #[Hidden] private $index = 0;

    private function __construct() {}
    #[Native] public function current(): mixed;
    #[Native] public function key(): mixed;
    #[Native] public function next(): void;
    #[Native] public function valid(): bool;
    #[Native] public function rewind(): void;
}

// --- Exceptions -------------------------------------------------------------------

interface Throwable extends Stringable {
    public function getMessage(): string;
    public function getCode();
    public function getFile(): string;
    public function getLine(): int;
    public function getTrace(): array;
    public function getPrevious(): ?Throwable;
    public function getTraceAsString(): string;
}

class Exception implements Throwable {
    protected $message = "";
    private string $string = "";
    protected $code = 0;
    protected string $file = "";
    protected int $line = 0;
    private array $trace = [];
    private ?Throwable $previous = null;

    private function __clone(): void {}
    public function __construct(string $message = "", int $code = 0, ?Throwable $previous = null) {
        $this->message = $message;
        $this->code = $code;
        $this->previous = $previous;
    }
    public function __wakeup(): void {}
    final public function getMessage(): string { return $this->message; }
    final public function getCode() { return $this->code; }
    final public function getFile(): string { return $this->file; }
    final public function getLine(): int { return $this->line; }
    final public function getTrace(): array { return $this->trace; }
    final public function getPrevious(): ?Throwable { return $this->previous; }
    #[Native] final public function getTraceAsString(): string;
    #[Native] public function __toString(): string;
}

class Error implements Throwable {
    protected $message = "";
    private string $string = "";
    protected $code = 0;
    protected string $file = "";
    protected int $line = 0;
    private array $trace = [];
    private ?Throwable $previous = null;

    private function __clone(): void {}
    public function __construct(string $message = "", int $code = 0, ?Throwable $previous = null) {
        $this->message = $message;
        $this->code = $code;
        $this->previous = $previous;
    }
    public function __wakeup(): void {}
    final public function getMessage(): string { return $this->message; }
    final public function getCode() { return $this->code; }
    final public function getFile(): string { return $this->file; }
    final public function getLine(): int { return $this->line; }
    final public function getTrace(): array { return $this->trace; }
    final public function getPrevious(): ?Throwable { return $this->previous; }
    #[Native] final public function getTraceAsString(): string;
    #[Native] public function __toString(): string;
}

class ErrorException extends Exception {
    protected int $severity = E_ERROR;

    public function __construct(string $message = "", int $code = 0, int $severity = E_ERROR,
                                ?string $filename = null, ?int $line = null, ?Throwable $previous = null) {
        parent::__construct($message, $code, $previous);
        $this->severity = $severity;
        // A file without a line is line 0 (php's ErrorException::__construct).
        if ($filename !== null) $this->file = $filename;
        if ($line !== null || $filename !== null) $this->line = $line ?? 0;
    }
    final public function getSeverity(): int { return $this->severity; }
}

class CompileError extends Error {}
class ParseError extends CompileError {}
class TypeError extends Error {}
class ArgumentCountError extends TypeError {}
class ValueError extends Error {}
class ArithmeticError extends Error {}
class DivisionByZeroError extends ArithmeticError {}
class AssertionError extends Error {}
final class UnhandledMatchError extends Error {}
class JsonException extends Exception {}

class LogicException extends Exception {}
class BadFunctionCallException extends LogicException {}
class BadMethodCallException extends BadFunctionCallException {}
class DomainException extends LogicException {}
class InvalidArgumentException extends LogicException {}
class LengthException extends LogicException {}
class OutOfRangeException extends LogicException {}
class RuntimeException extends Exception {}
class OutOfBoundsException extends RuntimeException {}
class OverflowException extends RuntimeException {}
class RangeException extends RuntimeException {}
class UnderflowException extends RuntimeException {}
class UnexpectedValueException extends RuntimeException {}

// --- Closures and generators ---------------------------------------------------------

#[NotSerializable]
final class Closure {
    private function __construct() {}
    #[Native] public static function bind(Closure $closure, ?object $newThis, object|string|null $newScope = "static"): ?Closure;
    #[Native] public function bindTo(?object $newThis, object|string|null $newScope = "static"): ?Closure;
    #[Native] public function call(object $newThis, mixed ...$args): mixed;
    #[Native] public static function fromCallable(callable $callback): Closure;
}

class ClosedGeneratorException extends Exception {}

#[NotSerializable]
final class Generator implements Iterator {
    #[Native] public function current(): mixed;
    #[Native] public function key(): mixed;
    #[Native] public function next(): void;
    #[Native] public function valid(): bool;
    #[Native] public function rewind(): void;
    #[Native] public function send(mixed $value): mixed;
    #[Native] public function throw(Throwable $exception): mixed;
    #[Native] public function getReturn(): mixed;
}

// --- Fibers (vm/fiber.cpp) ------------------------------------------------------------

#[NotSerializable]
final class Fiber {
    #[Native] public function __construct(callable $callback);
    #[Native] public function start(mixed ...$args): mixed;
    #[Native] public function resume(mixed $value = null): mixed;
    #[Native] public function throw(Throwable $exception): mixed;
    #[Native] public function getReturn(): mixed;
    #[Native] public function isStarted(): bool;
    #[Native] public function isSuspended(): bool;
    #[Native] public function isRunning(): bool;
    #[Native] public function isTerminated(): bool;
    #[Native] public static function suspend(mixed $value = null): mixed;
    #[Native] public static function getCurrent(): ?Fiber;
}

final class FiberError extends Error {
    #[Native] public function __construct();
}

// The marker that force-closes fibers and generators (vm/graceful-exit.h).
// Not Throwable, so no catch clause takes it; hidden from the class table.
final class HopGracefulExit {
    public bool $closesGenerator = false;
}
