<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$x = ", str_repeat("(", 200000), "1;\n";
