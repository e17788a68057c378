--TEST--
Enum declarations: cases, constants, interfaces, builtin methods
--FILE--
<?php
enum Suit: string implements JsonSerializable {
    case Hearts = 'H';
    case Spades = 'S';
    const Wild = self::Spades;
    public function jsonSerialize(): mixed { return $this->name; }
    public static function fromChar(string $c): self { return self::from($c); }
}
var_dump(Suit::cases(), Suit::Wild, Suit::fromChar('H'), Suit::tryFrom('X'));
var_dump(class_implements(Suit::Hearts));
print_r(Suit::Hearts);
echo "\n";
--EXPECT--
array(2) {
  [0]=>
  enum(Suit::Hearts)
  [1]=>
  enum(Suit::Spades)
}
enum(Suit::Spades)
enum(Suit::Hearts)
NULL
array(3) {
  ["JsonSerializable"]=>
  string(16) "JsonSerializable"
  ["UnitEnum"]=>
  string(8) "UnitEnum"
  ["BackedEnum"]=>
  string(10) "BackedEnum"
}
Suit Enum:string
(
    [name] => Hearts
    [value] => H
)
