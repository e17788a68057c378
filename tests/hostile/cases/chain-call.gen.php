<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\nfunction f() { return \"f\"; }\n\$x = ", str_repeat("f(", 200000), str_repeat(")", 200000), ";\necho \$x, \"\\n\";\n";
