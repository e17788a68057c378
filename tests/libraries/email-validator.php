<?php
// egulias/email-validator: RFC, NoRFCWarnings and multiple validations on valid, odd and invalid addresses, with the reasons and warnings.
require '/usr/share/php/Egulias/EmailValidator/autoload.php';
use Egulias\EmailValidator\EmailValidator;
use Egulias\EmailValidator\Validation\{RFCValidation, NoRFCWarningsValidation, MultipleValidationWithAnd};

$v = new EmailValidator();
$addrs = ['user@example.com', 'first.last+tag@sub.example.co.uk', '"quoted local"@example.com', 'user@[127.0.0.1]', 'user@[IPv6:2001:db8::1]', 'üñîçøðé@example.com', 'user@localhost',
  'plainaddress', '@no-local.com', 'user@', 'a..b@example.com', '.a@example.com', 'user@-example.com', 'user@example..com', 'user(comment)@example.com', 'user@exa mple.com',
  str_repeat('a', 65) . '@example.com', 'user@' . str_repeat('d', 64) . '.com', "user\r\n@example.com", 'user@example.com.', 'us"er@example.com', 'user@[300.0.0.1]'];
foreach ($addrs as $a) {
    $r = $v->isValid($a, new RFCValidation());
    $err = $v->getError(); $w = array_map(fn($x) => (new ReflectionClass($x))->getShortName(), $v->getWarnings());
    $strict = $v->isValid($a, new MultipleValidationWithAnd([new RFCValidation(), new NoRFCWarningsValidation()]));
    printf("%-40s rfc=%d strict=%d %s %s\n", json_encode($a), $r, $strict, $err ? (new ReflectionClass($err))->getShortName() . ':' . $err->description() : '-', json_encode(array_values(array_unique($w))));
}
