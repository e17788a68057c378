<?php
// ramsey/uuid: name-based v3/v5 UUIDs, parsing, fields, comparison, byte and integer forms, validation (no random or time-based output).
require '/usr/share/php/Ramsey/Uuid/autoload.php';
use Ramsey\Uuid\Uuid;

$ns = Uuid::fromString(Uuid::NAMESPACE_DNS);
foreach (['example.com', 'php.net', 'hopvm'] as $n) echo Uuid::uuid3($ns, $n), ' ', Uuid::uuid5($ns, $n), ' ', Uuid::uuid5(Uuid::NAMESPACE_URL, "https://$n/")->toString(), "\n";
$u = Uuid::fromString('f47ac10b-58cc-4372-a567-0e02b2c3d479');
echo json_encode([$u->getVersion(), $u->getFields()->getVariant(), $u->getHex()->toString(), $u->getInteger()->toString(), bin2hex($u->getBytes()), $u->getUrn(),
  $u->getFields()->getTimeLow()->toString(), $u->getFields()->getClockSeq()->toString(), $u->getFields()->getNode()->toString(), (string) Uuid::fromBytes($u->getBytes()),
  (string) Uuid::fromInteger('123456789012345678901234567890'), Uuid::isValid('not-a-uuid'), Uuid::isValid('F47AC10B-58CC-4372-A567-0E02B2C3D479'), $u->equals(Uuid::fromString(strtoupper((string) $u))),
  $u->compareTo(Uuid::fromString('00000000-0000-0000-0000-000000000000')), (string) Uuid::fromString(Uuid::NIL), json_encode($u), serialize($u)]), "\n";
$t = Uuid::fromString('1ee9aa1c-2b6e-11ee-be56-0242ac120002');
echo $t->getVersion(), ' ', $t->getDateTime()->format('Y-m-d H:i:s.u'), ' ', $t->getFields()->getTimestamp()->toString(), "\n";
$v6 = Uuid::fromString('1ee2b6e2-9aa1-6c1e-be56-0242ac120002'); echo get_class($v6), ' ', $v6->getDateTime()->format(DATE_ATOM), "\n";
try { Uuid::fromString('zzz'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$x = unserialize(serialize($u)); var_dump($x->equals($u));
