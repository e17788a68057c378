<?php
// sabre/vobject (3.x in Debian): parses iCalendar and vCard, expands recurrences, validates, builds components and serializes them.
require '/usr/share/php/Sabre/VObject/autoload.php';
use Sabre\VObject\{Reader, Component\VCalendar, Component\VCard};

$ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\nBEGIN:STANDARD\r\nDTSTART:19701025T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\nBEGIN:DAYLIGHT\r\nDTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\n"
  . "BEGIN:VEVENT\r\nUID:ev1@test\r\nDTSTAMP:20240101T000000Z\r\nDTSTART;TZID=Europe/Berlin:20240305T090000\r\nDURATION:PT1H30M\r\nRRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6\r\nEXDATE;TZID=Europe/Berlin:20240312T090000\r\nSUMMARY:Team meeting\\, weekly\r\nDESCRIPTION:Line one\\nLine two with a long text that will need folding when it is serialized again by the library\r\nATTENDEE;CN=Ann;ROLE=CHAIR:mailto:ann@example.com\r\nCATEGORIES:work,meeting\r\nEND:VEVENT\r\n"
  . "BEGIN:VEVENT\r\nUID:ev2@test\r\nDTSTAMP:20240101T000000Z\r\nDTSTART;VALUE=DATE:20240401\r\nSUMMARY:Holiday\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
$cal = Reader::read($ics);
foreach ($cal->VEVENT as $ev) echo $ev->UID, ' | ', $ev->SUMMARY, ' | ', $ev->DTSTART->getDateTime()->format(DATE_ATOM), ' | ', $ev->DTSTART->hasTime() ? 'time' : 'date', ' | ', json_encode($ev->CATEGORIES ? $ev->CATEGORIES->getParts() : null), ' | ', $ev->ATTENDEE ? $ev->ATTENDEE['CN'] : '-', "\n";
$exp = clone $cal;
$exp->expand(new DateTime('2024-03-01'), new DateTime('2024-04-30'));
foreach ($exp->VEVENT as $ev) echo $ev->{'RECURRENCE-ID'} ?? '-', ' ', $ev->DTSTART->getDateTime()->format('Y-m-d H:i T'), ' ', $ev->SUMMARY, "\n";
echo $cal->serialize();
$res = $cal->validate(); foreach ($res as $r) echo $r['level'], ' ', $r['message'], "\n";
$vcf = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jöhn Doe\r\nN:Doe;Jöhn;Q.;Dr.;Jr.\r\nEMAIL;TYPE=INTERNET,WORK:john@example.com\r\nTEL;TYPE=CELL:+1 555 0100\r\nADR;TYPE=HOME:;;1 Main St;Springfield;IL;62701;USA\r\nBDAY:1980-02-29\r\nORG:Acme;R&D\r\nNOTE:Multi\\nline\\, note\r\nEND:VCARD\r\n";
$card = Reader::read($vcf);
echo $card->FN, ' | ', json_encode($card->N->getParts()), ' | ', $card->EMAIL['TYPE'], ' | ', json_encode($card->ADR->getParts()), ' | ', $card->NOTE, "\n";
echo $card->serialize();
try { Reader::read("BEGIN:VCALENDAR\r\nBROKEN\r\n"); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$new = new VCalendar(); $ev = $new->createComponent('VEVENT'); $new->add($ev); $ev->add('SUMMARY', 'Made'); $ev->add('UID', 'fixed-uid'); $ev->add('DTSTART', '20250102T030405Z');
$new->PRODID = '-//Fixed//EN';
echo $new->serialize();
