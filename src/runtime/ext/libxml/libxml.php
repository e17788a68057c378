<?php
// libxml.php — the libxml module's class: LibXMLError, one error libxml2 reported.

final class LibXMLError {
    public int $level;
    public int $code;
    public int $column;
    public string $message;
    public string $file;
    public int $line;
}
