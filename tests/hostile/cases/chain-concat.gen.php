<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$x = ", implode(" . ", array_fill(0, 200000, "\"a\"")), ";\necho strlen(\$x), \"\\n\";\n";
