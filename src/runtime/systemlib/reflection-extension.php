<?php
// reflection-extension.php — ReflectionExtension, written on the module table (extension_loaded, get_extension_funcs, ini_get_all).
// Not provided yet: getClasses(), getClassNames() and getDependencies() (the
// module table does not record which classes or dependencies a module has).

class ReflectionExtension implements Reflector
{
    public string $name;

    public function __construct(string $name)
    {
        if (!extension_loaded($name)) {
            throw new ReflectionException("Extension \"$name\" does not exist");
        }
        foreach (get_loaded_extensions() as $ext) {
            if (strcasecmp($ext, $name) === 0) {
                $name = $ext;
                break;
            }
        }
        $this->name = $name;
    }

    public function getName(): string
    {
        return $this->name;
    }

    public function getVersion(): ?string
    {
        $v = phpversion($this->name);
        return $v === false ? null : $v;
    }

    public function getFunctions(): array
    {
        $r = [];
        foreach (get_extension_funcs($this->name) ?: [] as $f) {
            $r[$f] = new ReflectionFunction($f);
        }
        return $r;
    }

    public function getConstants(): array
    {
        return get_defined_constants(true)[$this->name] ?? [];
    }

    public function getINIEntries(): array
    {
        $r = [];
        foreach (@ini_get_all($this->name, true) ?: [] as $k => $e) {
            $r[$k] = $e['local_value'];
        }
        return $r;
    }

    public function info(): void
    {
        echo "\n", $this->name, "\n\n";
        echo $this->name === 'Core' ? 'PHP Version => ' . PHP_VERSION : $this->name . ' support => enabled', "\n";
        $ini = @ini_get_all($this->name, true) ?: [];
        if ($ini) {
            echo "\nDirective => Local Value => Master Value\n";
            foreach ($ini as $k => $e) {
                $l = (string) $e['local_value'];
                $g = (string) $e['global_value'];
                echo $k, ' => ', $l === '' ? 'no value' : $l, ' => ', $g === '' ? 'no value' : $g, "\n";
            }
        }
    }

    public function isPersistent(): bool
    {
        return true;
    }

    public function isTemporary(): bool
    {
        return false;
    }

    public function __toString(): string
    {
        return "Extension [ <persistent> extension #0 {$this->name} version " . $this->getVersion() . " ] {\n}\n";
    }
}
