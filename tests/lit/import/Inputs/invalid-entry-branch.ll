define void @f(i1 %c) {
entry:
  br i1 %c, label %entry, label %exit
exit:
  ret void
}
