--TEST--
time zones keep the spelling they were given (date_default_timezone_get, 'e', DateTimeZone::getName), UTC aside
--FILE--
<?php
foreach (["asia/tokyo", "ASIA/TOKYO", "Asia/Tokyo", "utc", "UTC", "europe/PARIS"] as $z) {
    $d = new DateTimeZone($z);
    echo $d->getName(), " ";
    date_default_timezone_set($z);
    echo date_default_timezone_get(), " ", date("e", 0), " ", (new DateTime("2020-01-01"))->format("e T"), "\n";
}
--EXPECT--
asia/tokyo asia/tokyo asia/tokyo asia/tokyo JST
ASIA/TOKYO ASIA/TOKYO ASIA/TOKYO ASIA/TOKYO JST
Asia/Tokyo Asia/Tokyo Asia/Tokyo Asia/Tokyo JST
UTC utc utc utc UTC
UTC UTC UTC UTC UTC
europe/PARIS europe/PARIS europe/PARIS europe/PARIS CET
