<?php
// reflection.php — php's Reflection extension (a systemlib file of its own, loaded when first used).
// The methods are C++ natives in src/runtime/reflection/, one file per
// family of classes; each Reflection object keeps what it reflects (Class,
// Func, parameter, property, constant, attribute) in its native data.
//
// Methods whose return type php declares as tentative (@tentative-return-type
// in php-src's stub) are declared here without one: php does not hold user
// subclasses overriding them to it.

class ReflectionException extends Exception {}

class Reflection {
    public static function getModifierNames(int $modifiers) {
        $names = [];
        if ($modifiers & 64) $names[] = "abstract";
        if ($modifiers & 32) $names[] = "final";
        switch ($modifiers & 7) {
            case 1: $names[] = "public"; break;
            case 4: $names[] = "private"; break;
            case 2: $names[] = "protected"; break;
        }
        if ($modifiers & 16) $names[] = "static";
        if ($modifiers & (128 | 65536)) $names[] = "readonly";
        return $names;
    }
}

interface Reflector extends Stringable {}

// --- Functions and methods -------------------------------------------------------

#[NotSerializable]
abstract class ReflectionFunctionAbstract implements Reflector {
    public string $name;

    private function __clone(): void {}
    #[Native] public function inNamespace();
    #[Native] public function isClosure();
    #[Native] public function isDeprecated();
    #[Native] public function isInternal();
    #[Native] public function isUserDefined();
    #[Native] public function isGenerator();
    #[Native] public function isVariadic();
    #[Native] public function isStatic();
    #[Native] public function getClosureThis();
    #[Native] public function getClosureScopeClass();
    #[Native] public function getClosureCalledClass();
    #[Native] public function getClosureUsedVariables(): array;
    #[Native] public function getDocComment();
    #[Native] public function getEndLine();
    public function getExtension(): ?ReflectionExtension {
        $n = $this->getExtensionName();
        return $n === false ? null : new ReflectionExtension($n);
    }
    #[Native] public function getExtensionName();
    #[Native] public function getFileName();
    #[Native] public function getName();
    #[Native] public function getNamespaceName();
    #[Native] public function getNumberOfParameters();
    #[Native] public function getNumberOfRequiredParameters();
    #[Native] public function getParameters();
    #[Native] public function getShortName();
    #[Native] public function getStartLine();
    #[Native] public function getStaticVariables();
    #[Native] public function returnsReference();
    #[Native] public function hasReturnType();
    #[Native] public function getReturnType();
    #[Native] public function hasTentativeReturnType(): bool;
    #[Native] public function getTentativeReturnType(): ?ReflectionType;
    #[Native] public function getAttributes(?string $name = null, int $flags = 0): array;
}

class ReflectionFunction extends ReflectionFunctionAbstract {
    const IS_DEPRECATED = 2048;

    #[Native] public function __construct(Closure|string $function);
    #[Native] public function __toString(): string;
    #[Native] public function isAnonymous(): bool;
    #[Native] public function isDisabled();
    #[Native] public function invoke(mixed ...$args);
    #[Native] public function invokeArgs(array $args);
    #[Native] public function getClosure();
}

class ReflectionMethod extends ReflectionFunctionAbstract {
    const IS_STATIC = 16;
    const IS_PUBLIC = 1;
    const IS_PROTECTED = 2;
    const IS_PRIVATE = 4;
    const IS_ABSTRACT = 64;
    const IS_FINAL = 32;

    public string $class;

    #[Native] public function __construct(object|string $objectOrMethod, ?string $method = null);
    #[Native] public function __toString(): string;
    #[Native] public function isPublic();
    #[Native] public function isPrivate();
    #[Native] public function isProtected();
    #[Native] public function isAbstract();
    #[Native] public function isFinal();
    #[Native] public function isConstructor();
    #[Native] public function isDestructor();
    #[Native] public function getClosure(?object $object = null);
    #[Native] public function getModifiers();
    #[Native] public function invoke(?object $object, mixed ...$args);
    #[Native] public function invokeArgs(?object $object, array $args);
    #[Native] public function getDeclaringClass();
    #[Native] public function getPrototype();
    #[Native] public function hasPrototype(): bool;
    public function setAccessible(bool $accessible) {}
}

#[NotSerializable]
final class ReflectionGenerator {
    #[Native] public function __construct(Generator $generator);
    #[Native] public function getExecutingLine();
    #[Native] public function getExecutingFile();
    #[Native] public function getFunction();
    #[Native] public function getThis();
    #[Native] public function getExecutingGenerator();
    #[Native] public function getTrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT);
}

#[NotSerializable]
final class ReflectionFiber {
    #[Native] public function __construct(Fiber $fiber);
    #[Native] public function getFiber(): Fiber;
    #[Native] public function getExecutingFile(): string;
    #[Native] public function getExecutingLine(): int;
    #[Native] public function getCallable(): callable;
    #[Native] public function getTrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT): array;
}

#[NotSerializable]
class ReflectionParameter implements Reflector {
    public string $name;

    private function __clone(): void {}
    #[Native] public function __construct($function, int|string $param);
    #[Native] public function __toString(): string;
    #[Native] public function getName();
    #[Native] public function isPassedByReference();
    #[Native] public function canBePassedByValue();
    #[Native] public function getDeclaringFunction();
    #[Native] public function getDeclaringClass();
    #[Native] public function getClass();
    #[Native] public function hasType();
    #[Native] public function getType();
    #[Native] public function isArray();
    #[Native] public function isCallable();
    #[Native] public function allowsNull();
    #[Native] public function getPosition();
    #[Native] public function isOptional();
    #[Native] public function isDefaultValueAvailable();
    #[Native] public function getDefaultValue();
    #[Native] public function isDefaultValueConstant();
    #[Native] public function getDefaultValueConstantName();
    #[Native] public function isVariadic();
    #[Native] public function isPromoted(): bool;
    #[Native] public function getAttributes(?string $name = null, int $flags = 0): array;
}

// --- Types ---------------------------------------------------------------------------

#[NotSerializable]
abstract class ReflectionType implements Stringable {
    private function __clone(): void {}
    #[Native] public function allowsNull();
    #[Native] public function __toString(): string;
}

class ReflectionNamedType extends ReflectionType {
    #[Native] public function getName();
    #[Native] public function isBuiltin();
}

class ReflectionUnionType extends ReflectionType {
    #[Native] public function getTypes(): array;
}

class ReflectionIntersectionType extends ReflectionType {
    #[Native] public function getTypes(): array;
}

// --- Classes -------------------------------------------------------------------------

#[NotSerializable]
class ReflectionClass implements Reflector {
    const IS_IMPLICIT_ABSTRACT = 16;
    const IS_EXPLICIT_ABSTRACT = 64;
    const IS_FINAL = 32;
    const IS_READONLY = 65536;

    public string $name;

    private function __clone(): void {}
    #[Native] public function __construct(object|string $objectOrClass);
    #[Native] public function __toString(): string;
    #[Native] public function getName();
    #[Native] public function isInternal();
    #[Native] public function isUserDefined();
    #[Native] public function isAnonymous();
    #[Native] public function isInstantiable();
    #[Native] public function isCloneable();
    #[Native] public function getFileName();
    #[Native] public function getStartLine();
    #[Native] public function getEndLine();
    #[Native] public function getDocComment();
    #[Native] public function getConstructor();
    #[Native] public function hasMethod(string $name);
    #[Native] public function getMethod(string $name);
    #[Native] public function getMethods(?int $filter = null);
    #[Native] public function hasProperty(string $name);
    #[Native] public function getProperty(string $name);
    #[Native] public function getProperties(?int $filter = null);
    #[Native] public function hasConstant(string $name);
    #[Native] public function getConstants(?int $filter = null);
    #[Native] public function getReflectionConstants(?int $filter = null);
    #[Native] public function getConstant(string $name);
    #[Native] public function getReflectionConstant(string $name);
    #[Native] public function getInterfaces();
    #[Native] public function getInterfaceNames();
    #[Native] public function isInterface();
    #[Native] public function getTraits();
    #[Native] public function getTraitNames();
    #[Native] public function getTraitAliases();
    #[Native] public function isTrait();
    #[Native] public function isEnum(): bool;
    #[Native] public function isAbstract();
    #[Native] public function isFinal();
    #[Native] public function isReadOnly(): bool;
    #[Native] public function getModifiers();
    #[Native] public function isInstance(object $object);
    #[Native] public function newInstance(mixed ...$args);
    #[Native] public function newInstanceWithoutConstructor();
    #[Native] public function newInstanceArgs(array $args = []);
    #[Native] public function getParentClass();
    #[Native] public function isSubclassOf(ReflectionClass|string $class);
    #[Native] public function getStaticProperties();
    #[Native] public function getStaticPropertyValue(string $name, mixed $default = null);
    #[Native] public function setStaticPropertyValue(string $name, mixed $value);
    #[Native] public function getDefaultProperties();
    #[Native] public function isIterable();
    public function isIterateable() { return $this->isIterable(); }
    #[Native] public function implementsInterface(ReflectionClass|string $interface);
    public function getExtension(): ?ReflectionExtension {
        $n = $this->getExtensionName();
        return $n === false ? null : new ReflectionExtension($n);
    }
    #[Native] public function getExtensionName();
    #[Native] public function inNamespace();
    #[Native] public function getNamespaceName();
    #[Native] public function getShortName();
    #[Native] public function getAttributes(?string $name = null, int $flags = 0): array;
}

class ReflectionObject extends ReflectionClass {
    #[Native] public function __construct(object $object);
}

class ReflectionEnum extends ReflectionClass {
    #[Native] public function __construct(object|string $objectOrClass);
    #[Native] public function hasCase(string $name): bool;
    #[Native] public function getCase(string $name): ReflectionEnumUnitCase;
    #[Native] public function getCases(): array;
    #[Native] public function isBacked(): bool;
    #[Native] public function getBackingType(): ?ReflectionNamedType;
}

// --- Properties and constants -------------------------------------------------------------

#[NotSerializable]
class ReflectionProperty implements Reflector {
    const IS_STATIC = 16;
    const IS_READONLY = 128;
    const IS_PUBLIC = 1;
    const IS_PROTECTED = 2;
    const IS_PRIVATE = 4;

    public string $name;
    public string $class;

    private function __clone(): void {}
    #[Native] public function __construct(object|string $class, string $property);
    #[Native] public function __toString(): string;
    #[Native] public function getName();
    #[Native] public function getValue(?object $object = null);
    #[Native] public function setValue(mixed $objectOrValue, mixed $value = null);
    #[Native] public function isInitialized(?object $object = null);
    #[Native] public function isPublic();
    #[Native] public function isPrivate();
    #[Native] public function isProtected();
    #[Native] public function isStatic();
    #[Native] public function isReadOnly(): bool;
    #[Native] public function isDefault();
    #[Native] public function isPromoted(): bool;
    #[Native] public function getModifiers();
    #[Native] public function getDeclaringClass();
    #[Native] public function getDocComment();
    public function setAccessible(bool $accessible) {}
    #[Native] public function getType();
    #[Native] public function hasType();
    #[Native] public function hasDefaultValue(): bool;
    #[Native] public function getDefaultValue();
    #[Native] public function getAttributes(?string $name = null, int $flags = 0): array;
}

#[NotSerializable]
class ReflectionClassConstant implements Reflector {
    const IS_PUBLIC = 1;
    const IS_PROTECTED = 2;
    const IS_PRIVATE = 4;
    const IS_FINAL = 32;

    public string $name;
    public string $class;

    private function __clone(): void {}
    #[Native] public function __construct(object|string $class, string $constant);
    #[Native] public function __toString(): string;
    #[Native] public function getName();
    #[Native] public function getValue();
    #[Native] public function isPublic();
    #[Native] public function isPrivate();
    #[Native] public function isProtected();
    #[Native] public function isFinal(): bool;
    #[Native] public function getModifiers();
    #[Native] public function getDeclaringClass();
    #[Native] public function getDocComment();
    #[Native] public function getAttributes(?string $name = null, int $flags = 0): array;
    #[Native] public function isEnumCase(): bool;
}

class ReflectionEnumUnitCase extends ReflectionClassConstant {
    #[Native] public function __construct(object|string $class, string $constant);
    #[Native] public function getEnum(): ReflectionEnum;
    #[Native] public function getValue(): UnitEnum;
}

class ReflectionEnumBackedCase extends ReflectionEnumUnitCase {
    #[Native] public function __construct(object|string $class, string $constant);
    #[Native] public function getBackingValue(): int|string;
}

// --- Attributes and references ----------------------------------------------------------

#[NotSerializable]
class ReflectionAttribute implements Reflector {
    const IS_INSTANCEOF = 2;

    #[Native] public function getName(): string;
    #[Native] public function getTarget(): int;
    #[Native] public function isRepeated(): bool;
    #[Native] public function getArguments(): array;
    #[Native] public function newInstance(): object;
    #[Native] public function __toString(): string;
    private function __clone(): void {}
    private function __construct() {}
}

#[NotSerializable]
final class ReflectionReference {
    #[Native] public static function fromArrayElement(array $array, int|string $key): ?ReflectionReference;
    #[Native] public function getId(): string;
    private function __clone(): void {}
    private function __construct() {}
}

// A module (src/runtime/ext/extension-registry.h): what php declares for it
// (generated from php, reflection-extension.cpp) that HopVM has.
#[NotSerializable]
class ReflectionExtension implements Reflector {
    public string $name;

    public function __construct(string $name) {
        $info = self::hopInfo($name);
        if ($info === null) throw new ReflectionException("Extension \"$name\" does not exist");
        $this->name = $info['name'];
    }
    #[Native] private static function hopInfo(string $name): ?array;
    private function __clone(): void {}

    public function getName(): string { return $this->name; }
    public function getVersion(): ?string { return self::hopInfo($this->name)['version']; }
    public function getFunctions(): array {
        $r = [];
        foreach (self::hopInfo($this->name)['functions'] as $f) $r[$f] = new ReflectionFunction($f);
        return $r;
    }
    public function getConstants(): array { return self::hopInfo($this->name)['constants']; }
    public function getINIEntries(): array { return self::hopInfo($this->name)['ini']; }
    public function getClasses(): array {
        $r = [];
        foreach (self::hopInfo($this->name)['classes'] as $c) $r[$c] = new ReflectionClass($c);
        return $r;
    }
    public function getClassNames(): array { return self::hopInfo($this->name)['classes']; }
    public function getDependencies(): array { return self::hopInfo($this->name)['dependencies']; }
    public function info(): void {
        // The module section phpinfo() prints (the same generic first row).
        echo "\n", $this->name, "\n\n";
        echo strtolower($this->name) === 'core' ? "PHP Version => " . PHP_VERSION : "{$this->name} support => enabled", "\n";
        $ini = $this->getINIEntries();
        if ($ini) {
            echo "\nDirective => Local Value => Master Value\n";
            foreach ($ini as $k => $v) {
                $shown = $v === null ? 'no value' : $v;
                echo "$k => $shown => $shown\n";
            }
        }
    }
    public function isPersistent(): bool { return true; }
    public function isTemporary(): bool { return false; }
    public function __toString(): string {
        $info = self::hopInfo($this->name);
        $s = "Extension [ <persistent> extension #{$info['number']} {$this->name} version {$info['version']} ] {\n";
        if ($info['dependencies']) {
            $s .= "\n  - Dependencies {\n";
            foreach ($info['dependencies'] as $d => $kind) $s .= "    Dependency [ $d ($kind) ]\n";
            $s .= "  }\n";
        }
        if ($info['ini']) {
            $s .= "\n  - INI {\n";
            foreach ($info['ini'] as $k => $v) $s .= "    Entry [ $k <ALL> ]\n      Current = '$v'\n    }\n";
            $s .= "  }\n";
        }
        if ($info['constants']) {
            $s .= "\n  - Constants [" . count($info['constants']) . "] {\n";
            foreach ($info['constants'] as $k => $v) {
                $t = get_debug_type($v);
                $shown = is_bool($v) ? ($v ? 'true' : 'false') : (is_array($v) ? 'Array' : (string)$v);
                $s .= "    Constant [ $t $k ] { $shown }\n";
            }
            $s .= "  }\n";
        }
        if ($info['functions']) {
            $s .= "\n  - Functions {\n";
            foreach ($info['functions'] as $f) {
                $s .= preg_replace('/^(?=.)/m', '    ', (string)new ReflectionFunction($f));
            }
            $s .= "  }\n";
        }
        if ($info['classes']) {
            // php puts a newline before each class (a blank line between them).
            $s .= "\n  - Classes [" . count($info['classes']) . "] {";
            foreach ($info['classes'] as $c) {
                $s .= "\n" . preg_replace('/^(?=.)/m', '    ', (string)new ReflectionClass($c));
            }
            $s .= "  }\n";
        }
        return $s . "}\n";
    }
}

// Zend extensions (opcache, xdebug): HopVM has none.
#[NotSerializable]
class ReflectionZendExtension implements Reflector {
    public string $name;

    public function __construct(string $name) {
        throw new ReflectionException("Zend Extension \"$name\" does not exist");
    }
    private function __clone(): void {}
    public function getName(): string { return $this->name; }
    public function getVersion(): string { return ''; }
    public function getAuthor(): string { return ''; }
    public function getURL(): string { return ''; }
    public function getCopyright(): string { return ''; }
    public function __toString(): string { return ''; }
}
