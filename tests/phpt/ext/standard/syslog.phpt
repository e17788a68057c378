--TEST--
openlog/syslog/closelog and LOG_* constants
--FILE--
<?php
var_dump(openlog("hop-test", LOG_NDELAY, LOG_LOCAL0));
var_dump(syslog(LOG_DEBUG, "hop syslog test\nsecond line\x01"));
var_dump(closelog());
var_dump(LOG_EMERG, LOG_ALERT, LOG_CRIT, LOG_ERR, LOG_WARNING, LOG_NOTICE, LOG_INFO, LOG_DEBUG);
var_dump(LOG_KERN, LOG_USER, LOG_MAIL, LOG_DAEMON, LOG_AUTH, LOG_SYSLOG, LOG_LPR, LOG_NEWS, LOG_UUCP, LOG_CRON, LOG_AUTHPRIV);
var_dump(LOG_LOCAL0, LOG_LOCAL7, LOG_PID, LOG_CONS, LOG_ODELAY, LOG_NDELAY, LOG_NOWAIT, LOG_PERROR);
--EXPECT--
bool(true)
bool(true)
bool(true)
int(0)
int(1)
int(2)
int(3)
int(4)
int(5)
int(6)
int(7)
int(0)
int(8)
int(16)
int(24)
int(32)
int(40)
int(48)
int(56)
int(64)
int(72)
int(80)
int(128)
int(184)
int(1)
int(2)
int(4)
int(8)
int(16)
int(32)
