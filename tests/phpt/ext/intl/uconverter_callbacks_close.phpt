--TEST--
intl: uconverter_callbacks_close
--FILE--
<?php
class MyConverter extends UConverter {
  public function toUCallback($reason, $source, $codeUnits, &$error): array|string|int|null {
    echo "toU: ", UConverter::reasonText($reason), " ", bin2hex($source), " ", bin2hex($codeUnits), " $error\n";
    if ($reason == UConverter::REASON_ILLEGAL || $reason == UConverter::REASON_UNASSIGNED) { $error = U_ZERO_ERROR; return "[?]"; }
    return null;
  }
  public function fromUCallback($reason, $source, $codePoint, &$error): array|string|int|null {
    echo "fromU: ", UConverter::reasonText($reason), " ", json_encode($source), " $codePoint $error\n";
    if ($reason == UConverter::REASON_UNASSIGNED) { $error = U_ZERO_ERROR; return sprintf("&#x%X;", $codePoint); }
    return null;
  }
}
$c = new MyConverter('ascii', 'utf-8');
var_dump($c->convert("aé€😀b"));
$d = new MyConverter('utf-8', 'ascii');
var_dump($d->convert("a\x80b"));
--EXPECT--
toU: REASON_RESET   0
toU: REASON_RESET   0
fromU: REASON_RESET [] 0 0
fromU: REASON_UNASSIGNED [233] 233 10
fromU: REASON_UNASSIGNED [8364] 8364 10
fromU: REASON_UNASSIGNED [128512] 128512 10
fromU: REASON_RESET [] 0 0
fromU: REASON_UNASSIGNED [233] 233 10
fromU: REASON_UNASSIGNED [8364] 8364 10
fromU: REASON_UNASSIGNED [128512] 128512 10
string(25) "a&#xE9;&#x20AC;&#x1F600;b"
toU: REASON_RESET   0
toU: REASON_ILLEGAL 62 80 12
toU: REASON_RESET   0
toU: REASON_ILLEGAL 62 80 12
fromU: REASON_RESET [] 0 0
fromU: REASON_RESET [] 0 0
string(5) "a[?]b"
toU: REASON_CLOSE   0
fromU: REASON_CLOSE [] 0 0
toU: REASON_CLOSE   0
fromU: REASON_CLOSE [] 0 0
toU: REASON_CLOSE   0
fromU: REASON_CLOSE [] 0 0
toU: REASON_CLOSE   0
fromU: REASON_CLOSE [] 0 0
