<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$x = ", str_repeat("1 ? 2 : (", 200000), "3", str_repeat(")", 200000), ";\nvar_dump(\$x);\n";
