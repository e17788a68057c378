<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$x = 3;\necho match(true) {", str_repeat("\$x == 1 => 1, ", 100000), "default => 2};\necho \"\\n\";\n";
