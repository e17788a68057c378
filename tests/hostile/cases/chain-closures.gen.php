<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$x = ", str_repeat("function () { return ", 20000), "1", str_repeat("; }", 20000), ";\nvar_dump(\$x instanceof Closure);\n";
