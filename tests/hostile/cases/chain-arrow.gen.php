<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$x = ", str_repeat("fn() => ", 200000), "1;\nvar_dump(\$x instanceof Closure);\n";
