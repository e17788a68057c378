--TEST--
Bad input: every mb_* function with invalid UTF-8 and an unknown encoding
--FILE--
<?php
// Every mb_* function with invalid UTF-8 and an invalid encoding name.
set_error_handler(function ($no, $msg) { echo "[$no] ", json_encode(str_replace(__FILE__, "FILE", $msg), JSON_INVALID_UTF8_SUBSTITUTE), "\n"; return true; });
$bad = "a\xff\xfe b\xc3(\xe2\x82 \xf0\x9f\x98";
$fns = get_extension_funcs('mbstring');
sort($fns);
$skip = ["mb_send_mail", "mb_parse_str", "mb_http_input", "mb_decode_mimeheader", "mb_encode_mimeheader", "mb_detect_encoding", "mb_get_info", "mb_strimwidth", "mb_substr_count"];
foreach ($fns as $fn) {
    if (in_array($fn, $skip)) continue;
    $rf = new ReflectionFunction($fn);
    $n = $rf->getNumberOfParameters();
    $req = $rf->getNumberOfRequiredParameters();
    foreach ([0, 1] as $variant) {
        $args = [];
        foreach ($rf->getParameters() as $i => $p) {
            $name = $p->getName();
            $t = (string)$p->getType();
            if ($i >= $req && $variant == 0) break;
            if (str_contains($name, 'encoding') || $name == 'from_encoding' || $name == 'to_encoding' || $name == 'charset') {
                $args[] = $variant ? 'BOGUS-ENC' : 'UTF-8';
            } elseif ($name == 'map') {
                $args[] = [0x0, 0xffff, 0, 0xffff];
            } elseif (str_contains($t, 'array') && !str_contains($t, 'string')) {
                $args[] = [$bad];
            } elseif (str_contains($t, 'int') && !str_contains($t, 'string')) {
                $args[] = 1;
            } elseif (str_contains($t, 'bool')) {
                $args[] = true;
            } elseif ($name == 'pattern') {
                $args[] = "a\xff";
            } else {
                $args[] = $bad;
            }
        }
        try {
            $r = $fn(...$args);
            echo "$fn/$variant: ", is_string($r) ? bin2hex($r) : json_encode($r, JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR), "\n";
        } catch (Throwable $e) {
            echo "$fn/$variant: ", get_class($e), ": ", json_encode($e->getMessage(), JSON_INVALID_UTF8_SUBSTITUTE), "\n";
        }
    }
}
--EXPECT--
[8192] "mb_check_encoding(): Calling mb_check_encoding() without argument is deprecated"
mb_check_encoding/0: true
mb_check_encoding/1: ValueError: "mb_check_encoding(): Argument #2 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_chr/0: 01
mb_chr/1: ValueError: "mb_chr(): Argument #2 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_convert_case/0: 613f3f20623f283f203f
mb_convert_case/1: ValueError: "mb_convert_case(): Argument #3 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_convert_encoding/0: 613f3f20623f283f203f
mb_convert_encoding/1: ValueError: "mb_convert_encoding(): Argument #2 ($to_encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_convert_kana/0: 613f3f20623f283f203f
mb_convert_kana/1: ValueError: "mb_convert_kana(): Argument #2 ($mode) contains invalid flag: '\ufffd'"
mb_convert_variables/0: 5554462d38
mb_convert_variables/1: ValueError: "mb_convert_variables(): Argument #1 ($to_encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_decode_numericentity/0: 613f3f20623f283f203f
mb_decode_numericentity/1: ValueError: "mb_decode_numericentity(): Argument #3 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_detect_order/0: ["ASCII","UTF-8"]
mb_detect_order/1: ValueError: "mb_detect_order(): Argument #1 ($encoding) contains invalid encoding \"BOGUS-ENC\""
mb_encode_numericentity/0: 262339373b3f3f262333323b262339383b3f262334303b3f262333323b3f
mb_encode_numericentity/1: ValueError: "mb_encode_numericentity(): Argument #3 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_encoding_aliases/0: ["utf8"]
mb_encoding_aliases/1: ValueError: "mb_encoding_aliases(): Argument #1 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_ereg/0: false
mb_ereg/1: false
mb_ereg_match/0: false
mb_ereg_match/1: ValueError: "Option \"a\" is not supported"
mb_ereg_replace/0: null
mb_ereg_replace/1: null
mb_ereg_replace_callback/0: TypeError: "mb_ereg_replace_callback(): Argument #2 ($callback) must be a valid callback, function \"a\ufffd\ufffd b\ufffd(\ufffd \ufffd\" not found or invalid function name"
mb_ereg_replace_callback/1: TypeError: "mb_ereg_replace_callback(): Argument #2 ($callback) must be a valid callback, function \"a\ufffd\ufffd b\ufffd(\ufffd \ufffd\" not found or invalid function name"
mb_ereg_search/0: Error: "No pattern was provided"
mb_ereg_search/1: ValueError: "Option \"a\" is not supported"
mb_ereg_search_getpos/0: 0
mb_ereg_search_getpos/1: 0
mb_ereg_search_getregs/0: false
mb_ereg_search_getregs/1: false
mb_ereg_search_init/0: false
mb_ereg_search_init/1: ValueError: "Option \"a\" is not supported"
mb_ereg_search_pos/0: Error: "No pattern was provided"
mb_ereg_search_pos/1: ValueError: "Option \"a\" is not supported"
mb_ereg_search_regs/0: Error: "No pattern was provided"
mb_ereg_search_regs/1: ValueError: "Option \"a\" is not supported"
mb_ereg_search_setpos/0: true
mb_ereg_search_setpos/1: true
mb_eregi/0: false
mb_eregi/1: false
mb_eregi_replace/0: null
mb_eregi_replace/1: null
mb_http_output/0: 5554462d38
mb_http_output/1: ValueError: "mb_http_output(): Argument #1 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_internal_encoding/0: 5554462d38
mb_internal_encoding/1: ValueError: "mb_internal_encoding(): Argument #1 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_language/0: 6e65757472616c
mb_language/1: ValueError: "mb_language(): Argument #1 ($language) must be a valid language, \"a\ufffd\ufffd b\ufffd(\ufffd \ufffd\" given"
mb_list_encodings/0: ["BASE64","UUENCODE","HTML-ENTITIES","Quoted-Printable","7bit","8bit","UCS-4","UCS-4BE","UCS-4LE","UCS-2","UCS-2BE","UCS-2LE","UTF-32","UTF-32BE","UTF-32LE","UTF-16","UTF-16BE","UTF-16LE","UTF-8","UTF-7","UTF7-IMAP","ASCII","EUC-JP","SJIS","eucJP-win","EUC-JP-2004","SJIS-Mobile#DOCOMO","SJIS-Mobile#KDDI","SJIS-Mobile#SOFTBANK","SJIS-mac","SJIS-2004","UTF-8-Mobile#DOCOMO","UTF-8-Mobile#KDDI-A","UTF-8-Mobile#KDDI-B","UTF-8-Mobile#SOFTBANK","CP932","SJIS-win","CP51932","JIS","ISO-2022-JP","ISO-2022-JP-MS","GB18030","Windows-1252","Windows-1254","ISO-8859-1","ISO-8859-2","ISO-8859-3","ISO-8859-4","ISO-8859-5","ISO-8859-6","ISO-8859-7","ISO-8859-8","ISO-8859-9","ISO-8859-10","ISO-8859-13","ISO-8859-14","ISO-8859-15","ISO-8859-16","EUC-CN","CP936","HZ","EUC-TW","BIG-5","CP950","EUC-KR","UHC","ISO-2022-KR","Windows-1251","CP866","KOI8-R","KOI8-U","ArmSCII-8","CP850","ISO-2022-JP-2004","ISO-2022-JP-MOBILE#KDDI","CP50220","CP50221","CP50222"]
mb_list_encodings/1: ["BASE64","UUENCODE","HTML-ENTITIES","Quoted-Printable","7bit","8bit","UCS-4","UCS-4BE","UCS-4LE","UCS-2","UCS-2BE","UCS-2LE","UTF-32","UTF-32BE","UTF-32LE","UTF-16","UTF-16BE","UTF-16LE","UTF-8","UTF-7","UTF7-IMAP","ASCII","EUC-JP","SJIS","eucJP-win","EUC-JP-2004","SJIS-Mobile#DOCOMO","SJIS-Mobile#KDDI","SJIS-Mobile#SOFTBANK","SJIS-mac","SJIS-2004","UTF-8-Mobile#DOCOMO","UTF-8-Mobile#KDDI-A","UTF-8-Mobile#KDDI-B","UTF-8-Mobile#SOFTBANK","CP932","SJIS-win","CP51932","JIS","ISO-2022-JP","ISO-2022-JP-MS","GB18030","Windows-1252","Windows-1254","ISO-8859-1","ISO-8859-2","ISO-8859-3","ISO-8859-4","ISO-8859-5","ISO-8859-6","ISO-8859-7","ISO-8859-8","ISO-8859-9","ISO-8859-10","ISO-8859-13","ISO-8859-14","ISO-8859-15","ISO-8859-16","EUC-CN","CP936","HZ","EUC-TW","BIG-5","CP950","EUC-KR","UHC","ISO-2022-KR","Windows-1251","CP866","KOI8-R","KOI8-U","ArmSCII-8","CP850","ISO-2022-JP-2004","ISO-2022-JP-MOBILE#KDDI","CP50220","CP50221","CP50222"]
mb_ord/0: 97
mb_ord/1: ValueError: "mb_ord(): Argument #2 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
[2] "Cannot modify header information - headers already sent by (output started at FILE:3)"
mb_output_handler/0: 613f3f20623f283f20
[2] "Cannot modify header information - headers already sent by (output started at FILE:3)"
mb_output_handler/1: 613f3f20623f283f20
mb_preferred_mime_name/0: 5554462d38
mb_preferred_mime_name/1: ValueError: "mb_preferred_mime_name(): Argument #1 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_regex_encoding/0: 5554462d38
mb_regex_encoding/1: ValueError: "mb_regex_encoding(): Argument #1 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_regex_set_options/0: 7072
mb_regex_set_options/1: ValueError: "Option \"a\" is not supported"
mb_scrub/0: 613f3f20623f283f203f
mb_scrub/1: ValueError: "mb_scrub(): Argument #2 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_split/0: false
mb_split/1: false
mb_str_split/0: ["a","\ufffd","\ufffd"," ","b","\ufffd(","\ufffd ","\ufffd"]
mb_str_split/1: ValueError: "mb_str_split(): Argument #3 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strcut/0: fffe2062c328e28220f09f98
mb_strcut/1: ValueError: "mb_strcut(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_stripos/0: 0
mb_stripos/1: ValueError: "mb_stripos(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_stristr/0: 61fffe2062c328e28220f09f98
mb_stristr/1: ValueError: "mb_stristr(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strlen/0: 8
mb_strlen/1: ValueError: "mb_strlen(): Argument #2 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strpos/0: 0
mb_strpos/1: ValueError: "mb_strpos(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strrchr/0: 61fffe2062c328e28220f09f98
mb_strrchr/1: ValueError: "mb_strrchr(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strrichr/0: 61fffe2062c328e28220f09f98
mb_strrichr/1: ValueError: "mb_strrichr(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strripos/0: 0
mb_strripos/1: ValueError: "mb_strripos(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strrpos/0: 0
mb_strrpos/1: ValueError: "mb_strrpos(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strstr/0: 61fffe2062c328e28220f09f98
mb_strstr/1: ValueError: "mb_strstr(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strtolower/0: 613f3f20623f283f203f
mb_strtolower/1: ValueError: "mb_strtolower(): Argument #2 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strtoupper/0: 413f3f20423f283f203f
mb_strtoupper/1: ValueError: "mb_strtoupper(): Argument #2 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_strwidth/0: 10
mb_strwidth/1: ValueError: "mb_strwidth(): Argument #2 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
mb_substitute_character/0: 63
mb_substitute_character/1: ValueError: "mb_substitute_character(): Argument #1 ($substitute_character) must be \"none\", \"long\", \"entity\" or a valid codepoint"
mb_substr/0: fffe2062c328e28220f09f98
mb_substr/1: ValueError: "mb_substr(): Argument #4 ($encoding) must be a valid encoding, \"BOGUS-ENC\" given"
