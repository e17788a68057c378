<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n", str_repeat("\$a = ", 200000), "1;\nvar_dump(\$a);\n";
