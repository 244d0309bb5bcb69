int a = y;
