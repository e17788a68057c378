<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\nfunction f(\$x) { return \$x; }\n\$x = f(1)", str_repeat(" ?: f(1)", 200000), ";\necho \$x, \"\\n\";\n";
