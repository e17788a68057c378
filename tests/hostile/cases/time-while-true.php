<?php
// ini: max_execution_time=1
// An infinite loop stops with php's fatal (interpreted and compiled).
while (true) {}
