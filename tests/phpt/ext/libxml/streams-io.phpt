--TEST--
libxml2 file I/O through the stream layer (wrappers, contexts)
--FILE--
<?php
// libxml2's file I/O goes through the stream layer: user wrappers, the
// default context and libxml_set_streams_context().
class MemWrapper {
    public $context;
    static $files = [];
    private $name, $pos = 0, $mode;
    function stream_open($path, $mode, $options, &$opened) {
        $this->name = substr($path, 6);
        $this->mode = $mode;
        $opts = $this->context ? stream_context_get_options($this->context) : [];
        echo "open $path ($mode) ctx=", json_encode($opts), "\n";
        if ($mode[0] == 'r' && !isset(self::$files[$this->name])) return false;
        if ($mode[0] == 'w') self::$files[$this->name] = '';
        return true;
    }
    function stream_read($n) {
        $r = substr(self::$files[$this->name], $this->pos, $n);
        $this->pos += strlen($r);
        return $r;
    }
    function stream_write($d) { self::$files[$this->name] .= $d; return strlen($d); }
    function stream_eof() { return $this->pos >= strlen(self::$files[$this->name]); }
    function stream_stat() { return []; }
    function url_stat($path, $flags) {
        return isset(self::$files[substr($path, 6)]) ? ['size' => strlen(self::$files[substr($path, 6)])] : false;
    }
    function stream_close() {}
}
stream_wrapper_register('mem', 'MemWrapper');
MemWrapper::$files['a.xml'] = '<root><item>one</item><item>two</item></root>';

$doc = new DOMDocument;
var_dump($doc->load('mem://a.xml'));
echo $doc->documentElement->childNodes->length, "\n";

stream_context_set_default(['mem' => ['who' => 'default']]);
$sx = simplexml_load_file('mem://a.xml');
echo $sx->item[1], "\n";

libxml_set_streams_context(stream_context_create(['mem' => ['who' => 'libxml']]));
$doc->documentElement->appendChild($doc->createElement('item', 'three'));
var_dump($doc->save('mem://b.xml'));
echo MemWrapper::$files['b.xml'];

// A missing file: the wrapper's url_stat says so, libxml2 reports it.
var_dump(@simplexml_load_file('mem://missing.xml'));
try {
    libxml_set_streams_context(42);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
open mem://a.xml (rb) ctx=[]
bool(true)
2
open mem://a.xml (rb) ctx={"mem":{"who":"default"}}
two
open mem://b.xml (wb) ctx={"mem":{"who":"libxml"}}
int(86)
<?xml version="1.0"?>
<root><item>one</item><item>two</item><item>three</item></root>
bool(false)
libxml_set_streams_context(): Argument #1 ($context) must be of type resource, int given
