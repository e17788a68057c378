--TEST--
A call by class name takes the class's method, not the caller's private one it redeclares
--FILE--
<?php
class Foo {
    public function run() {
        return [call_user_func(array('Bar', 'getValue')), static::getValue(), self::getValue(), Bar::getValue(),
                call_user_func('Bar::getValue'), call_user_func([$this, 'getValue']), $this->getValue(), [$this, 'inst'](), $this->inst()];
    }
    private static function getValue() { return 'Foo'; }
    private function inst() { return 'Foo-i'; }
}
class Bar extends Foo {
    public static function getValue() { return 'Bar'; }
    public function inst() { return 'Bar-i'; }
}
echo implode(' ', (new Bar)->run()), "\n";
$r = '';
for ($i = 0; $i < 200; $i++) $r = implode(' ', (new Bar)->run());
echo $r, "\n";
--EXPECT--
Bar Bar Foo Bar Bar Foo Foo Foo-i Foo-i
Bar Bar Foo Bar Bar Foo Foo Foo-i Foo-i
