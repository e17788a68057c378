<?php
// spl-file.php — the SPL file classes (SplFileInfo, DirectoryIterator,
// FilesystemIterator, RecursiveDirectoryIterator, GlobIterator, SplFileObject,
// SplTempFileObject) written over the stream builtins.

#[NotSerializable]
class SplFileInfo implements Stringable {
    #[Hidden] private $hopPathName = "";
    #[Hidden] private $hopFileName = "";
    #[Hidden] private $hopDbgPath = "";
    #[Hidden] private $hopHasName = false;
    #[Hidden] private $hopFileClass = 'SplFileObject';
    #[Hidden] private $hopInfoClass = 'SplFileInfo';
    #[Hidden] private $hopReady = false;

    public function __construct(string $filename) { $this->hopSetPath($filename); }

    /** @internal */
    public function hopSetPath(string $path): void {
        $this->hopReady = true;
        if (str_contains($path, "\0")) throw new ValueError(static::class . "::__construct(): Argument #1 (\$filename) must not contain any null bytes");
        while (strlen($path) > 1 && $path[-1] === '/') $path = substr($path, 0, -1);
        if ($path === '') $path = '';
        $this->hopPathName = $path;
        $this->hopHasName = true;
        // php's intern->path: what precedes the last slash (debug output only)
        $n = strlen($path);
        while ($n > 1 && $path[$n - 1] !== '/') $n--;
        $this->hopDbgPath = substr($path, 0, $n ? $n - 1 : 0);
        $p = strrpos($path, '/');
        $this->hopFileName = $p === false ? $path : substr($path, $p + 1);
        if ($path === '/') $this->hopFileName = '/';
    }
    /** @internal */
    protected function hopSetNames(string $path, string $file): void {
        $this->hopReady = true;
        $this->hopHasName = true;
        $this->hopDbgPath = '';
        $this->hopPathName = $path;
        $this->hopFileName = $file;
    }
    /** @internal */
    protected function hopCheck(): void {
        if (!$this->hopReady) throw new Error("Object not initialized");
    }
    private function hopFail(string $fn, string $msg) {
        throw new RuntimeException(static::class === 'SplFileInfo' || true ? "SplFileInfo::$fn(): $msg" : $msg);
    }
    private function hopStat(string $fn, string $what) {
        $r = @$what($this->hopPathName);
        if ($r === false) {
            $link = $what === 'filetype' ? 'Lstat' : 'stat';
            throw new RuntimeException("SplFileInfo::$fn(): $link failed for " . $this->hopPathName);
        }
        return $r;
    }
    public function getPath(): string { $this->hopCheck();
        if ($this->hopPathName === '/') return '';
        $p = strrpos($this->hopPathName, '/');
        return $p === false ? '' : rtrim(substr($this->hopPathName, 0, $p), '/');
    }
    public function getFilename(): string { $this->hopCheck(); return $this->hopFileName; }
    public function getExtension(): string { $this->hopCheck();
        $f = $this->getFilename();
        $p = strrpos($f, '.');
        return $p === false ? '' : substr($f, $p + 1);
    }
    public function getBasename(string $suffix = ""): string { $this->hopCheck(); return basename($this->hopPathName, $suffix); }
    public function getPathname(): string { $this->hopCheck(); return $this->hopPathName; }
    public function getPerms(): int|false { $this->hopCheck(); return $this->hopStat('getPerms', 'fileperms'); }
    public function getInode(): int|false { $this->hopCheck(); return $this->hopStat('getInode', 'fileinode'); }
    public function getSize(): int|false { $this->hopCheck(); return $this->hopStat('getSize', 'filesize'); }
    public function getOwner(): int|false { $this->hopCheck(); return $this->hopStat('getOwner', 'fileowner'); }
    public function getGroup(): int|false { $this->hopCheck(); return $this->hopStat('getGroup', 'filegroup'); }
    public function getATime(): int|false { $this->hopCheck(); return $this->hopStat('getATime', 'fileatime'); }
    public function getMTime(): int|false { $this->hopCheck(); return $this->hopStat('getMTime', 'filemtime'); }
    public function getCTime(): int|false { $this->hopCheck(); return $this->hopStat('getCTime', 'filectime'); }
    public function getType(): string|false { $this->hopCheck(); return $this->hopStat('getType', 'filetype'); }
    public function isWritable(): bool { $this->hopCheck(); return is_writable($this->hopPathName); }
    public function isReadable(): bool { $this->hopCheck(); return is_readable($this->hopPathName); }
    public function isExecutable(): bool { $this->hopCheck(); return is_executable($this->hopPathName); }
    public function isFile(): bool { $this->hopCheck(); return is_file($this->hopPathName); }
    public function isDir(): bool { $this->hopCheck(); return is_dir($this->hopPathName); }
    public function isLink(): bool { $this->hopCheck(); return is_link($this->hopPathName); }
    public function getLinkTarget(): string|false { $this->hopCheck();
        $r = @readlink($this->hopPathName);
        if ($r === false) {
            $e = error_get_last();
            throw new RuntimeException("Unable to read link " . $this->hopPathName . ", error: " . ($e ? preg_replace('/^readlink\(\): /', '', $e['message']) : 'Invalid argument'));
        }
        return $r;
    }
    public function getRealPath(): string|false { $this->hopCheck(); return realpath($this->hopPathName === '' ? '.' : $this->hopPathName); }
    public function getFileInfo(?string $class = null): SplFileInfo { $this->hopCheck();
        $c = $class ?? $this->hopInfoClass;
        return new $c($this->hopPathName);
    }
    public function getPathInfo(?string $class = null): ?SplFileInfo { $this->hopCheck();
        $c = $class ?? $this->hopInfoClass;
        $path = $this->getPath();
        if ($path === '' && $this->hopPathName !== '') $path = '.';
        if ($this->hopPathName === '') return null;
        return new $c($path);
    }
    public function openFile(string $mode = "r", bool $useIncludePath = false, $context = null): SplFileObject { $this->hopCheck();
        $c = $this->hopFileClass;
        self::hopOpenCaller('SplFileInfo::openFile');
        try {
            return new $c($this->hopPathName, $mode, $useIncludePath, $context);
        } finally {
            self::hopOpenCaller(null);
        }
    }
    /** @internal the function an open failure is named after (openFile() opens as itself); returns the previous one */
    protected static function hopOpenCaller(?string $set): ?string {
        static $caller = null;
        $prev = $caller;
        $caller = $set;
        return $prev;
    }
    public function setFileClass(string $class = SplFileObject::class): void {
        if ($class !== 'SplFileObject' && !is_subclass_of($class, 'SplFileObject'))
            throw new TypeError("SplFileInfo::setFileClass(): Argument #1 (\$class) must be a class name derived from SplFileObject, $class given");
        $this->hopFileClass = $class;
    }
    public function setInfoClass(string $class = SplFileInfo::class): void {
        if ($class !== 'SplFileInfo' && !is_subclass_of($class, 'SplFileInfo'))
            throw new TypeError("SplFileInfo::setInfoClass(): Argument #1 (\$class) must be a class name derived from SplFileInfo, $class given");
        $this->hopInfoClass = $class;
    }
    public function __toString(): string { $this->hopCheck(); return $this->getPathname(); }
    final public function _bad_state_ex(): void { throw new LogicException("The parent constructor was not called: the object is in an invalid state"); }
    public function __debugInfo(): array {
        // php's spl_filesystem_object_get_debug_info: the object's own properties, then
        // pathName and fileName, then what directories and files add.
        $r = (array) $this;
        $dir = $this instanceof DirectoryIterator;
        if ($dir) {
            $entry = $this->hopDebugEntry();
            $path = $this->hopDebugDirPath();
            $file = $entry === '' ? '' : ($path === '' ? $entry : $path . '/' . $entry);
            $r["\0SplFileInfo\0pathName"] = $file;
            if ($entry !== '') $r["\0SplFileInfo\0fileName"] = $path !== '' && strlen($path) < strlen($file) ? substr($file, strlen($path) + 1) : $file;
            $r["\0DirectoryIterator\0glob"] = $this->hopDebugGlob();
            $r["\0RecursiveDirectoryIterator\0subPathName"] = $this instanceof RecursiveDirectoryIterator ? $this->getSubPath() : '';
            return $r;
        }
        $file = $this->hopPathName;
        $path = $this->hopDbgPath;
        $r["\0SplFileInfo\0pathName"] = $file;
        if ($this->hopHasName) $r["\0SplFileInfo\0fileName"] = $path !== '' && strlen($path) < strlen($file) ? substr($file, strlen($path) + 1) : $file;
        if ($this instanceof SplFileObject) {
            foreach ($this->hopDebugFile() as $k => $v) $r["\0SplFileObject\0$k"] = $v;
        }
        return $r;
    }
}

class DirectoryIterator extends SplFileInfo implements SeekableIterator {
    #[Hidden] protected $hopDir = null;
    #[Hidden] protected $hopPath = '';
    #[Hidden] protected $hopEntry = '';
    #[Hidden] protected $hopIndex = 0;
    #[Hidden] protected $hopFlags = 0;
    #[Hidden] protected $hopGlob = false;

    public function __construct(string $directory) { $this->hopOpen($directory, 0, 'DirectoryIterator'); }

    /** @internal */
    protected function hopOpen(string $directory, int $flags, string $cls): void {
        if ($directory === '') throw new ValueError(static::class === $cls ? "$cls::__construct(): Argument #1 (\$directory) cannot be empty" : "$cls::__construct(): Argument #1 (\$directory) cannot be empty");
        if (str_contains($directory, "\0")) throw new ValueError("$cls::__construct(): Argument #1 (\$directory) must not contain any null bytes");
        $this->hopFlags = $flags;
        // php turns the warning into the exception (EH_THROW): no user error handler, no error_get_last()
        $msg = null;
        set_error_handler(static function ($no, $m) use (&$msg) { $msg = $m; return true; });
        try {
            $d = opendir($directory);
        } finally {
            restore_error_handler();
        }
        if ($d === false) {
            $why = $msg !== null ? preg_replace('/^[a-z_]+\([^)]*\): Failed to open directory: /', '', $msg) : 'No such file or directory';
            throw new UnexpectedValueException("$cls::__construct($directory): Failed to open directory: $why");
        }
        $this->hopDir = $d;
        $this->hopPath = strlen($directory) > 1 ? rtrim($directory, '/') : $directory;
        $this->hopIndex = 0;
        $this->hopRead();
    }
    /** @internal */
    protected function hopRead(): void {
        do {
            $e = readdir($this->hopDir);
            $this->hopEntry = $e === false ? '' : $e;
        } while ($e !== false && ($this->hopFlags & FilesystemIterator::SKIP_DOTS) && ($e === '.' || $e === '..'));
        $this->hopSetPath($this->hopEntry === '' ? $this->hopPath : $this->hopPath . '/' . $this->hopEntry);
    }
    public function getFilename(): string { return $this->hopEntry; }
    public function getPath(): string { return $this->hopPath; }
    public function getPathname(): string { return $this->hopEntry === '' ? '' : $this->hopPath . '/' . $this->hopEntry; }
    public function getExtension(): string {
        $p = strrpos($this->hopEntry, '.');
        return $p === false ? '' : substr($this->hopEntry, $p + 1);
    }
    public function getBasename(string $suffix = ""): string { return basename($this->hopEntry, $suffix); }
    /** @internal */
    protected function hopDirInit(): void {
        if ($this->hopDir === null && !$this->hopGlob) throw new Error("Object not initialized");
    }
    /** @internal */
    protected function hopDebugEntry(): string { return $this->hopEntry; }
    /** @internal */
    protected function hopDebugDirPath(): string { return $this->hopPath; }
    /** @internal */
    protected function hopDebugGlob(): string|false { return $this->hopGlob ? $this->hopPath : false; }
    public function isDot(): bool { return $this->hopEntry === '.' || $this->hopEntry === '..'; }
    public function rewind(): void {
        rewinddir($this->hopDir);
        $this->hopIndex = 0;
        $this->hopRead();
    }
    public function valid(): bool { $this->hopDirInit(); return $this->hopEntry !== ''; }
    public function key(): mixed { $this->hopDirInit(); return $this->hopIndex; }
    public function current(): mixed { return $this; }
    public function next(): void {
        $this->hopIndex++;
        $this->hopRead();
    }
    public function seek(int $offset): void {
        if ($this->hopIndex > $offset) $this->rewind();
        while ($this->hopIndex < $offset) {
            $this->next();
            if (!$this->valid()) {
                throw new OutOfBoundsException("Seek position $offset is out of range");
            }
        }
    }
    public function __toString(): string { return $this->getFilename(); }
}

class FilesystemIterator extends DirectoryIterator {
    const CURRENT_MODE_MASK = 240;
    const CURRENT_AS_PATHNAME = 32;
    const CURRENT_AS_FILEINFO = 0;
    const CURRENT_AS_SELF = 16;
    const KEY_MODE_MASK = 3840;
    const KEY_AS_PATHNAME = 0;
    const FOLLOW_SYMLINKS = 16384;
    const KEY_AS_FILENAME = 256;
    const NEW_CURRENT_AND_KEY = 256;
    const OTHER_MODE_MASK = 28672;
    const SKIP_DOTS = 4096;
    const UNIX_PATHS = 8192;

    public function __construct(string $directory, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO | FilesystemIterator::SKIP_DOTS) {
        $this->hopOpen($directory, $flags, static::class === 'RecursiveDirectoryIterator' || is_subclass_of($this, 'RecursiveDirectoryIterator') ? 'RecursiveDirectoryIterator' : 'FilesystemIterator');
    }
    public function rewind(): void {
        rewinddir($this->hopDir);
        $this->hopIndex = 0;
        $this->hopRead();
    }
    public function key(): mixed {
        if ($this->hopFlags & self::KEY_AS_FILENAME) return $this->getFilename();
        return $this->getPathname();
    }
    public function current(): mixed {
        if ($this->hopFlags & self::CURRENT_AS_PATHNAME) return $this->getPathname();
        if ($this->hopFlags & self::CURRENT_AS_SELF) return $this;
        return $this->getFileInfo();
    }
    public function getFlags(): int { return $this->hopFlags & (self::KEY_MODE_MASK | self::CURRENT_MODE_MASK | self::OTHER_MODE_MASK); }
    public function setFlags(int $flags): void {
        $mask = self::KEY_MODE_MASK | self::CURRENT_MODE_MASK | self::OTHER_MODE_MASK;
        $this->hopFlags = ($this->hopFlags & ~$mask) | ($flags & $mask);
    }
    public function __toString(): string { return $this->getPathname(); }
}

class RecursiveDirectoryIterator extends FilesystemIterator implements RecursiveIterator {
    #[Hidden] private $hopSubPath = '';

    public function __construct(string $directory, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO) {
        $this->hopOpen($directory, $flags, 'RecursiveDirectoryIterator');
    }
    public function hasChildren(bool $allowLinks = false): bool {
        if ($this->hopEntry === '' || $this->isDot()) return false;
        $p = $this->getPathname();
        if (!$allowLinks && !($this->hopFlags & self::FOLLOW_SYMLINKS) && is_link($p)) return false;
        return is_dir($p);
    }
    public function getChildren(): RecursiveDirectoryIterator {
        $c = new static($this->getPathname(), $this->hopFlags);
        $c->hopSubPath = $this->hopSubPath === '' ? $this->hopEntry : $this->hopSubPath . '/' . $this->hopEntry;
        $c->setInfoClass(get_class($this->getFileInfo()));
        return $c;
    }
    public function getSubPath(): string { return $this->hopSubPath; }
    public function getSubPathname(): string { return $this->hopSubPath === '' ? $this->hopEntry : $this->hopSubPath . '/' . $this->hopEntry; }
}

class GlobIterator extends FilesystemIterator implements Countable {
    #[Hidden] private $hopList = [];
    #[Hidden] private $hopPattern = '';

    public function __construct(string $pattern, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO) {
        if (str_starts_with($pattern, 'glob://')) $pattern = substr($pattern, 7);
        $this->hopPattern = 'glob://' . $pattern;
        $this->hopGlob = true;
        $this->hopFlags = $flags;
        $this->hopList = glob($pattern) ?: [];
        $p = strrpos($pattern, '/');
        $this->hopPath = $p === false ? '' : substr($pattern, 0, $p);
        $this->hopIndex = 0;
        $this->hopRead();
    }
    protected function hopRead(): void {
        $f = $this->hopList[$this->hopIndex] ?? null;
        if ($f === null) { $this->hopEntry = ''; return; }
        $p = strrpos($f, '/');
        $this->hopPath = $p === false ? '' : substr($f, 0, $p);
        $this->hopEntry = $p === false ? $f : substr($f, $p + 1);
        $this->hopSetPath($f);
    }
    public function getPathname(): string { return $this->hopEntry === '' ? '' : ($this->hopPath === '' ? $this->hopEntry : $this->hopPath . '/' . $this->hopEntry); }
    public function rewind(): void { $this->hopIndex = 0; $this->hopRead(); }
    public function next(): void { $this->hopIndex++; $this->hopRead(); }
    /** @internal */
    protected function hopDebugGlob(): string|false { return $this->hopPattern; }
    public function count(): int {
        if (!$this->hopGlob) throw new Error("Object not initialized");
        return count($this->hopList);
    }
}

class SplFileObject extends SplFileInfo implements RecursiveIterator, SeekableIterator {
    const DROP_NEW_LINE = 1;
    const READ_AHEAD = 2;
    const SKIP_EMPTY = 4;
    const READ_CSV = 8;

    #[Hidden] private $hopOpenMode = 'r';
    #[Hidden] private $hopDelimiter = ',';
    #[Hidden] private $hopEnclosure = '"';
    #[Hidden] private $hopEscape = '\\';
    #[Hidden] protected $hopFp = null;
    #[Hidden] private $hopLine = null;
    #[Hidden] private $hopRaw = null;
    #[Hidden] private $hopLineNum = 0;
    #[Hidden] private $hopFlags = 0;
    #[Hidden] private $hopMaxLen = 0;

    public function __construct(string $filename, string $mode = "r", bool $useIncludePath = false, $context = null) {
        $this->hopOpenFile($filename, $mode, $useIncludePath, $context, 'SplFileObject');
    }
    /** @internal */
    protected function hopOpenFile(string $filename, string $mode, bool $inc, $context, string $cls): void {
        $caller = self::hopOpenCaller(null) ?? "$cls::__construct";
        $this->hopOpenMode = $mode;
        $this->hopSetPath($filename);
        if (@is_dir($filename) && !str_starts_with($filename, 'php://')) {
            throw new LogicException("Cannot use SplFileObject with directories");
        }
        $err = null;
        set_error_handler(static function ($no, $m) use (&$err) { $err = $m; return true; });
        try {
            $fp = fopen($filename, $mode, $inc, $context);
        } finally {
            restore_error_handler();
        }
        if ($fp === false) {
            $msg = $err !== null ? preg_replace('/^fopen\(/', "$caller(", $err) : "$caller($filename): Failed to open stream: operation failed";
            throw new RuntimeException($msg);
        }
        $this->hopFp = $fp;
    }
    /** @internal */
    protected function hopDebugFile(): array {
        return ['openMode' => $this->hopOpenMode, 'delimiter' => $this->hopDelimiter, 'enclosure' => $this->hopEnclosure];
    }
    private function hopFreeLine(): void { $this->hopLine = null; $this->hopRaw = null; }
    private function hopReadEx(bool $silent, int $lineAdd) {
        $this->hopLine = $this->hopRaw = null;
        if (feof($this->hopFp)) {
            if (!$silent) throw new RuntimeException("Cannot read from file " . $this->getFilename());
            return false;
        }
        $line = $this->hopMaxLen > 0 ? fgets($this->hopFp, $this->hopMaxLen + 1) : fgets($this->hopFp);
        if ($line === false) $line = '';
        if ($this->hopFlags & self::DROP_NEW_LINE) {
            if (str_ends_with($line, "\n")) $line = substr($line, 0, -1);
            if (str_ends_with($line, "\r")) $line = substr($line, 0, -1);
        }
        $this->hopLineNum += $lineAdd;
        $this->hopLine = $line;
        $this->hopRaw = $line;
        return true;
    }
    private function hopReadCsv(bool $silent) {
        $first = true;
        do {
            $lineAdd = $first ? ($this->hopLine !== null ? 1 : 0) : 1;
            $first = false;
            $this->hopFreeLine();
            if (feof($this->hopFp)) {
                if (!$silent) throw new RuntimeException("Cannot read from file " . $this->getFilename());
                return false;
            }
            $line = $this->hopMaxLen > 0 ? fgets($this->hopFp, $this->hopMaxLen + 1) : fgets($this->hopFp);
            if ($line === false) $line = '';
            $shown = $line;
            if ($this->hopFlags & self::DROP_NEW_LINE) {
                if (str_ends_with($shown, "\n")) $shown = substr($shown, 0, -1);
                if (str_ends_with($shown, "\r")) $shown = substr($shown, 0, -1);
            }
            $this->hopLineNum += $lineAdd;
            $this->hopLine = $shown;
        } while ($shown === '' && ($this->hopFlags & self::SKIP_EMPTY));
        while (substr_count($line, $this->hopEnclosure) % 2 === 1 && !feof($this->hopFp)) {
            $more = fgets($this->hopFp);
            if ($more === false) break;
            $line .= $more;
        }
        $this->hopRaw = $shown;
        $this->hopLine = str_getcsv($shown === $line ? $line : (str_ends_with($line, "\n") && ($this->hopFlags & self::DROP_NEW_LINE) ? rtrim($line, "\r\n") : $line), $this->hopDelimiter, $this->hopEnclosure, $this->hopEscape);
        return true;
    }
    private function hopReadLineEx(bool $silent) {
        if ($this->hopFlags & self::READ_CSV) return $this->hopReadCsv($silent);
        return $this->hopReadEx($silent, $this->hopLine !== null ? 1 : 0);
    }
    private function hopIsEmpty(): bool {
        $l = $this->hopLine;
        if (is_string($l)) return $l === '' || (!($this->hopFlags & self::DROP_NEW_LINE) && ($l === "\n" || $l === "\r\n")) && false || $l === '';
        if (is_array($l)) return count($l) === 1 && $l[0] === '';
        return true;
    }
    private function hopReadLine(bool $silent) {
        $r = ($this->hopFlags & self::READ_CSV) ? $this->hopReadCsv($silent) : $this->hopReadEx($silent, $this->hopLine !== null ? 1 : 0);
        while (($this->hopFlags & self::SKIP_EMPTY) && $r && $this->hopIsEmpty()) {
            $this->hopFreeLine();
            $r = $this->hopReadLineEx($silent);
        }
        return $r;
    }
    private function hopInit(): void {
        if ($this->hopFp === null) throw new Error("Object not initialized");
    }
    public function rewind(): void {
        if ($this->hopFp === null) $this->hopInit();
        if (!@rewind($this->hopFp)) throw new RuntimeException("Cannot rewind file " . $this->getFilename());
        $this->hopFreeLine();
        $this->hopLineNum = 0;
        if ($this->hopFlags & self::READ_AHEAD) $this->hopReadLine(true);
    }
    public function eof(): bool { if ($this->hopFp === null) $this->hopInit(); return feof($this->hopFp); }
    public function valid(): bool { if ($this->hopFp === null) $this->hopInit();
        if ($this->hopFlags & self::READ_AHEAD) return $this->hopLine !== null;
        return !feof($this->hopFp);
    }
    public function fgets(): string { if ($this->hopFp === null) $this->hopInit();
        $this->hopReadEx(false, 1);
        return $this->hopLine;
    }
    public function current(): string|array|false {
        if ($this->hopLine === null) $this->hopReadLine(true);
        return $this->hopLine ?? false;
    }
    public function key(): int { return $this->hopLineNum; }
    public function next(): void {
        $this->hopLine = $this->hopRaw = null;
        if ($this->hopFlags & self::READ_AHEAD) $this->hopReadLine(true);
        $this->hopLineNum++;
    }
    public function seek(int $line): void {
        if ($line < 0) throw new ValueError("SplFileObject::seek(): Argument #1 (\$line) must be greater than or equal to 0");
        $this->rewind();
        for ($i = 0; $i < $line; $i++) {
            if (!$this->hopReadLine(true)) return;
        }
        if ($line > 0 && !($this->hopFlags & self::READ_AHEAD)) {
            $this->hopLineNum++;
            $this->hopFreeLine();
        }
    }
    public function getCurrentLine(): string { return $this->fgets(); }
    public function fgetcsv(string $separator = ",", string $enclosure = "\"", string $escape = "\\"): array|false {
        if (strlen($separator) !== 1) throw new ValueError("SplFileObject::fgetcsv(): Argument #1 (\$separator) must be a single character");
        if (strlen($enclosure) !== 1) throw new ValueError("SplFileObject::fgetcsv(): Argument #2 (\$enclosure) must be a single character");
        if (strlen($escape) > 1) throw new ValueError("SplFileObject::fgetcsv(): Argument #3 (\$escape) must be empty or a single character");
        [$d, $e, $x] = [$this->hopDelimiter, $this->hopEnclosure, $this->hopEscape];
        [$this->hopDelimiter, $this->hopEnclosure, $this->hopEscape] = [$separator, $enclosure, $escape];
        try {
            $ok = $this->hopReadCsv(true);
        } finally {
            [$this->hopDelimiter, $this->hopEnclosure, $this->hopEscape] = [$d, $e, $x];
        }
        return $ok ? $this->hopLine : false;
    }
    public function fputcsv(array $fields, string $separator = ",", string $enclosure = "\"", string $escape = "\\", string $eol = "\n"): int|false {
        if (strlen($separator) !== 1) throw new ValueError("SplFileObject::fputcsv(): Argument #2 (\$separator) must be a single character");
        if (strlen($enclosure) !== 1) throw new ValueError("SplFileObject::fputcsv(): Argument #3 (\$enclosure) must be a single character");
        if (strlen($escape) > 1) throw new ValueError("SplFileObject::fputcsv(): Argument #4 (\$escape) must be empty or a single character");
        return fputcsv($this->hopFp, $fields, $separator, $enclosure, $escape, $eol);
    }
    public function setCsvControl(string $separator = ",", string $enclosure = "\"", string $escape = "\\"): void {
        if (strlen($separator) !== 1) throw new ValueError("SplFileObject::setCsvControl(): Argument #1 (\$separator) must be a single character");
        if (strlen($enclosure) !== 1) throw new ValueError("SplFileObject::setCsvControl(): Argument #2 (\$enclosure) must be a single character");
        if (strlen($escape) > 1) throw new ValueError("SplFileObject::setCsvControl(): Argument #3 (\$escape) must be empty or a single character");
        $this->hopDelimiter = $separator;
        $this->hopEnclosure = $enclosure;
        $this->hopEscape = $escape;
    }
    public function getCsvControl(): array { return [$this->hopDelimiter, $this->hopEnclosure, $this->hopEscape]; }
    public function flock(int $operation, &$wouldBlock = null): bool { if ($this->hopFp === null) $this->hopInit(); return flock($this->hopFp, $operation, $wouldBlock); }
    public function fflush(): bool { if ($this->hopFp === null) $this->hopInit(); return fflush($this->hopFp); }
    public function ftell(): int|false { if ($this->hopFp === null) $this->hopInit(); return ftell($this->hopFp); }
    public function fseek(int $offset, int $whence = SEEK_SET): int {
        $this->hopFreeLine();
        return fseek($this->hopFp, $offset, $whence);
    }
    public function fgetc(): string|false { if ($this->hopFp === null) $this->hopInit();
        $this->hopFreeLine();
        $c = fgetc($this->hopFp);
        if ($c === "\n") $this->hopLineNum++;
        return $c;
    }
    public function fpassthru(): int { return fpassthru($this->hopFp); }
    public function fscanf(string $format, mixed &...$vars): array|int|null {
        if ($this->hopFp === null) $this->hopInit();
        $this->hopLineNum++;
        $r = fscanf($this->hopFp, $format);
        if (!$vars || !is_array($r)) return $r;
        $c = 0;
        foreach ($r as $i => $val) {
            if (!array_key_exists($i, $vars)) break;
            $vars[$i] = $val;
            if ($val !== null) $c++;
        }
        return $c;
    }
    public function fwrite(string $data, int $length = 0): int|false { if ($this->hopFp === null) $this->hopInit();
        if (func_num_args() > 1) {
            if ($length <= 0) return 0;
            $data = substr($data, 0, $length);
        }
        return fwrite($this->hopFp, $data);
    }
    public function fread(int $length): string|false { if ($this->hopFp === null) $this->hopInit();
        if ($length <= 0) throw new ValueError("SplFileObject::fread(): Argument #1 (\$length) must be greater than 0");
        return fread($this->hopFp, $length);
    }
    public function fstat(): array { if ($this->hopFp === null) $this->hopInit(); return fstat($this->hopFp); }
    public function ftruncate(int $size): bool {
        if (!@ftruncate($this->hopFp, $size) && error_get_last() && str_contains(error_get_last()['message'] ?? '', "Can't truncate")) {
            throw new LogicException("Can't truncate file " . $this->getPathname());
        }
        return true;
    }
    public function setFlags(int $flags): void { $this->hopFlags = $flags; }
    public function getFlags(): int { return $this->hopFlags; }
    public function setMaxLineLen(int $maxLength): void {
        if ($maxLength < 0) throw new ValueError("SplFileObject::setMaxLineLen(): Argument #1 (\$maxLength) must be greater than or equal to 0");
        $this->hopMaxLen = $maxLength;
    }
    public function getMaxLineLen(): int { return $this->hopMaxLen; }
    public function hasChildren(): bool { return false; }
    public function getChildren(): ?RecursiveIterator { return null; }
    public function __toString(): string {
        if ($this->hopLine === null) $this->hopReadLine(false);
        return (string)$this->hopRaw;
    }
}

class SplTempFileObject extends SplFileObject {
    public function __construct(int $maxMemory = 2 * 1024 * 1024) {
        $name = $maxMemory < 0 ? 'php://memory' : (func_num_args() ? "php://temp/maxmemory:$maxMemory" : 'php://temp');
        $this->hopOpenFile($name, 'wb', false, null, 'SplTempFileObject');
        $this->hopSetNames($name, $name);
    }
}
