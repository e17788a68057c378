<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$a = \"b\";\n\$x = \"", str_repeat("{\$a}", 200000), "\";\necho strlen(\$x), \"\\n\";\n";
