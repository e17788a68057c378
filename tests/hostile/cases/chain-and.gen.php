<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$a = true;\n\$x = ", implode(" && ", array_fill(0, 200000, "\$a")), ";\nvar_dump(\$x);\n";
