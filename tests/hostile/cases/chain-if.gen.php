<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n", str_repeat("if (1) {", 100000), "echo 1;", str_repeat("}", 100000), "\necho \"\\n\";\n";
