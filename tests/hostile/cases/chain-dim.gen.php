<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$a = [0]; \$a[0] = &\$a;\n\$x = \$a", str_repeat("[0]", 200000), ";\nvar_dump(is_array(\$x));\n";
