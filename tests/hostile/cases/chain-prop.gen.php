<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$o = new stdClass; \$o->a = \$o;\n\$x = \$o", str_repeat("->a", 200000), ";\nvar_dump(\$x === \$o);\n";
